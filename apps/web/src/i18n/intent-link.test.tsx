import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from './intent-link';

const router = vi.hoisted(() => ({ prefetch: vi.fn() }));
const rendered = vi.hoisted(() => ({ prefetch: [] as unknown[] }));

vi.mock('./locale-navigation', () => ({
  useRouter: () => router,
  Link: ({ prefetch, ...props }: ComponentProps<'a'> & { prefetch?: unknown; locale?: string }) => {
    rendered.prefetch.push(prefetch);
    const { locale: _locale, ...anchor } = props;
    return <a {...anchor} />;
  },
}));

describe('the site link', () => {
  beforeEach(() => {
    router.prefetch.mockClear();
    rendered.prefetch = [];
  });

  it('fetches nothing when it is shown, and its page when pointed at, focused or touched', () => {
    render(<Link href="/reports">Báo cáo</Link>);
    const link = screen.getByRole('link', { name: 'Báo cáo' });
    expect(rendered.prefetch).toEqual([false]);
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(router.prefetch.mock.calls).toEqual([
      ['/reports', undefined],
      ['/reports', undefined],
      ['/reports', undefined],
    ]);
  });

  it('fetches the page in the language the link goes to, and keeps its own handlers', () => {
    const onMouseEnter = vi.fn();
    render(
      <Link href="/blog" locale="en" onMouseEnter={onMouseEnter}>
        English
      </Link>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'English' }));
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect(router.prefetch).toHaveBeenCalledWith('/blog', { locale: 'en' });
  });

  it('never fetches ahead when told not to', () => {
    render(
      <Link href="/cart" prefetch={false}>
        Giỏ hàng
      </Link>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Giỏ hàng' }));
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});

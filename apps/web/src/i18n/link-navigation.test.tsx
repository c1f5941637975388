import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkNavigation } from './link-navigation';

const router = vi.hoisted(() => ({ push: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

/** The clicks the page left to the browser (jsdom cannot load another document, so they stop here). */
let leftToBrowser: string[] = [];
function recordBrowserClicks(event: MouseEvent) {
  if (!event.defaultPrevented) leftToBrowser.push((event.target as Element).textContent ?? '');
  event.preventDefault();
}

function page() {
  render(
    <>
      <LinkNavigation />
      <a href="/reports?page=2" data-nav="">
        <span>Reports</span>
      </a>
      <a href="/cart" data-nav="" data-prefetch="false">
        Cart
      </a>
      <a href="/files/guide.pdf">Guide</a>
      <a href="/blog" data-nav="" target="_blank">
        Blog
      </a>
      <a href="/blog" data-nav="" download>
        Download
      </a>
      <a href="https://example.com/" data-nav="">
        Elsewhere
      </a>
      <a href="#prices" data-nav="">
        Prices
      </a>
      <a href="/en" data-nav="" onClick={(event) => event.preventDefault()}>
        English
      </a>
    </>,
  );
}

describe('following the site links', () => {
  beforeEach(() => {
    router.push.mockClear();
    router.prefetch.mockClear();
    window.history.replaceState(null, '', '/');
    leftToBrowser = [];
    window.addEventListener('click', recordBrowserClicks);
    return () => window.removeEventListener('click', recordBrowserClicks);
  });

  it('follows a plain click on a site link inside the page, whatever child was clicked', () => {
    page();
    fireEvent.click(screen.getByText('Reports'));
    expect(leftToBrowser).toEqual([]);
    expect(router.push).toHaveBeenCalledWith('/reports?page=2');
  });

  it('leaves to the browser a click with a modifier or another button, and links it may not follow', () => {
    page();
    fireEvent.click(screen.getByText('Reports'), { ctrlKey: true });
    fireEvent.click(screen.getByText('Reports'), { metaKey: true });
    fireEvent.click(screen.getByText('Reports'), { shiftKey: true });
    fireEvent.click(screen.getByText('Reports'), { button: 1 });
    for (const name of ['Guide', 'Blog', 'Download', 'Elsewhere', 'Prices', 'English']) fireEvent.click(screen.getByText(name));
    expect(router.push).not.toHaveBeenCalled();
    expect(leftToBrowser).toEqual(['Reports', 'Reports', 'Reports', 'Reports', 'Guide', 'Blog', 'Download', 'Elsewhere', 'Prices']);
  });

  it('fetches a page ahead once when the pointer, the focus or a touch reaches its link', () => {
    page();
    fireEvent.mouseOver(screen.getByText('Reports'));
    fireEvent.mouseOver(screen.getByText('Reports').parentElement!);
    expect(router.prefetch.mock.calls).toEqual([['/reports?page=2']]);
    fireEvent.focusIn(screen.getByText('Blog'));
    fireEvent.touchStart(screen.getByText('Reports'));
    expect(router.prefetch.mock.calls).toEqual([['/reports?page=2']]);
  });

  it('fetches nothing ahead for a link told not to, or one that is not the site page router’s', () => {
    page();
    fireEvent.mouseOver(screen.getByText('Cart'));
    fireEvent.focusIn(screen.getByText('Guide'));
    fireEvent.touchStart(screen.getByText('Elsewhere'));
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it('stops listening when it leaves the page', () => {
    const { unmount } = render(<LinkNavigation />);
    unmount();
    render(
      <a href="/reports" data-nav="">
        Reports
      </a>,
    );
    fireEvent.click(screen.getByText('Reports'));
    fireEvent.mouseOver(screen.getByText('Reports'));
    expect(router.push).not.toHaveBeenCalled();
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});

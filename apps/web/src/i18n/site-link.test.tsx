import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Link } from './site-link';

describe('the site link', () => {
  it('is a plain anchor in the page language, marked for the page router', () => {
    renderWithProviders(<Link href="/reports?page=2">Reports</Link>, { locale: 'en' });
    const link = screen.getByRole('link', { name: 'Reports' });
    expect(link).toHaveAttribute('href', '/en/reports?page=2');
    expect(link).toHaveAttribute('data-nav', '');
    expect(link).not.toHaveAttribute('data-prefetch');
    expect(link).not.toHaveAttribute('hreflang');
  });

  it('keeps Vietnamese addresses without a prefix, and names the language when it goes to another', () => {
    renderWithProviders(
      <>
        <Link href="/blog">Tin tức</Link>
        <Link href="/blog" locale="en">
          English
        </Link>
      </>,
      { locale: 'vi' },
    );
    expect(screen.getByRole('link', { name: 'Tin tức' })).toHaveAttribute('href', '/blog');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en/blog');
    expect(english).toHaveAttribute('hreflang', 'en');
  });

  it('says when its page is not to be fetched ahead, and passes the anchor its own attributes', () => {
    renderWithProviders(
      <Link href="/cart" prefetch={false} className="cart" aria-current="page">
        Cart
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('data-prefetch', 'false');
    expect(link).toHaveClass('cart');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});

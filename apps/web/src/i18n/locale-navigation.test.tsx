import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@app/contracts/locale';
import { getPathname, redirect } from './locale-path';
import { usePathname, useRouter } from './locale-router';

const next = vi.hoisted(() => ({
  pathname: '/',
  router: { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), refresh: vi.fn() },
  redirect: vi.fn((to: string) => {
    throw new Error(`redirect ${to}`);
  }),
}));
vi.mock('next/navigation', () => ({
  usePathname: () => next.pathname,
  useRouter: () => next.router,
  redirect: next.redirect,
}));

function inLocale(locale: Locale) {
  return ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={{}}>
      {children}
    </NextIntlClientProvider>
  );
}

describe('the address of a page in a language', () => {
  it('leaves Vietnamese paths bare and puts English ones under /en, queries and home included', () => {
    expect(getPathname({ href: '/reports?page=2', locale: 'vi' })).toBe('/reports?page=2');
    expect(getPathname({ href: '/reports?page=2', locale: 'en' })).toBe('/en/reports?page=2');
    expect(getPathname({ href: '/', locale: 'en' })).toBe('/en');
    expect(getPathname({ href: '/?tab=1', locale: 'en' })).toBe('/en?tab=1');
    expect(getPathname({ href: { pathname: '/login', query: { redirect: '/admin?q=a&b' } }, locale: 'en' })).toBe(
      '/en/login?redirect=%2Fadmin%3Fq%3Da%26b',
    );
  });

  it('names Vietnamese when asked (a link into the other language) and never prefixes another site', () => {
    expect(getPathname({ href: '/blog', locale: 'vi', forcePrefix: true })).toBe('/vi/blog');
    expect(getPathname({ href: 'https://example.com/a', locale: 'en' })).toBe('https://example.com/a');
    expect(getPathname({ href: '//example.com/a', locale: 'en' })).toBe('//example.com/a');
  });

  it('redirects to the address in the language given', () => {
    expect(() => redirect({ href: '/cart', locale: 'en' })).toThrow('redirect /en/cart');
  });
});

describe('the locale-aware router hooks', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('gives the current path without its language prefix', () => {
    next.pathname = '/en/reports/ha-noi';
    expect(renderHook(usePathname, { wrapper: inLocale('en') }).result.current).toBe('/reports/ha-noi');
    next.pathname = '/en';
    expect(renderHook(usePathname, { wrapper: inLocale('en') }).result.current).toBe('/');
    next.pathname = '/english-guide';
    expect(renderHook(usePathname, { wrapper: inLocale('en') }).result.current).toBe('/english-guide');
    next.pathname = '/reports';
    expect(renderHook(usePathname, { wrapper: inLocale('vi') }).result.current).toBe('/reports');
  });

  it('navigates within the page language, or into the one named, passing the other options on', () => {
    const router = renderHook(useRouter, { wrapper: inLocale('en') }).result.current;
    router.push('/cart');
    router.replace('/reports?page=2', { locale: 'vi', scroll: false });
    router.prefetch('/blog');
    expect(next.router.push).toHaveBeenCalledWith('/en/cart', {});
    expect(next.router.replace).toHaveBeenCalledWith('/vi/reports?page=2', { scroll: false });
    expect(next.router.prefetch).toHaveBeenCalledWith('/en/blog');
    router.back();
    expect(next.router.back).toHaveBeenCalled();
  });
});

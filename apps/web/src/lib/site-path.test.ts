import { describe, expect, it } from 'vitest';
import { sitePath } from './site-path';

describe('sitePath', () => {
  it('keeps paths of this site with their query and fragment', () => {
    expect(sitePath('/')).toBe('/');
    expect(sitePath('/register-ambassador')).toBe('/register-ambassador');
    expect(sitePath('/reports/ha-noi-2026?tab=2#reviews')).toBe('/reports/ha-noi-2026?tab=2#reviews');
    expect(sitePath('/en/order-history')).toBe('/en/order-history');
  });

  it('returns the path as the browser resolves it', () => {
    expect(sitePath('/reports/../cart')).toBe('/cart');
    expect(sitePath('/tin tức')).toBe('/tin%20t%E1%BB%A9c');
    expect(sitePath('  /cart  ')).toBe('/cart');
  });

  it.each([
    // Another host, written as browsers read it.
    ['protocol-relative', '//evil.invalid/'],
    ['tab between the slashes (what /login?redirect=%2F%09%2Fevil.invalid%2F carries)', '/\t/evil.invalid/'],
    ['line break between the slashes', '/\n/evil.invalid'],
    ['carriage return between the slashes', '/\r\n/evil.invalid'],
    ['leading space before two slashes', ' //evil.invalid'],
    ['leading control character before two slashes', '\u0001//evil.invalid'],
    ['slash and backslash', '/\\evil.invalid'],
    ['backslash and slash', '\\/evil.invalid'],
    ['two backslashes', '\\\\evil.invalid'],
    ['slash, tab and backslash', '/\t\\evil.invalid'],
    ['dot segment collapsing into two slashes', '/.//evil.invalid'],
    ['dot-dot segment collapsing into two slashes', '/a/..//evil.invalid'],
    // Encoded forms that a later decoding would turn into another host.
    ['encoded second slash', '/%2Fevil.invalid'],
    ['encoded slashes', '/%2F%2Fevil.invalid'],
    ['encoded backslash', '/%5Cevil.invalid'],
    ['encoded only', '%2F%2Fevil.invalid'],
    ['broken encoding', '/%E0%A4%A'],
    // Absolute addresses and other schemes.
    ['absolute URL to another host', 'https://evil.invalid/cart'],
    ['scheme without slashes', 'https:evil.invalid'],
    ['scheme with one slash', 'http:/evil.invalid'],
    ['scheme with backslashes', 'https:\\\\evil.invalid'],
    ['javascript URL', 'javascript:alert(document.cookie)'],
    ['javascript URL with mixed case and a tab', 'Java\tScript:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['user info before another host', '//shop.example@evil.invalid'],
    // Not a path.
    ['relative path', 'cart'],
    ['empty', ''],
  ])('refuses a target that leaves the site: %s', (_, target) => {
    expect(sitePath(target)).toBeNull();
  });

  it('refuses anything that is not one string', () => {
    expect(sitePath(undefined)).toBeNull();
    expect(sitePath(null)).toBeNull();
    expect(sitePath(['/cart', '//evil.invalid'])).toBeNull();
  });
});

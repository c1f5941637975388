import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookie-header';

describe('cookie headers', () => {
  it('read one cookie among others, decoded', () => {
    const header = 'a=1; token=ab%2Bc; long_token=x=y';
    expect(readCookie(header, 'token')).toBe('ab+c');
    expect(readCookie(header, 'long_token')).toBe('x=y');
    expect(readCookie(header, 'missing')).toBeUndefined();
    expect(readCookie('token=', 'token')).toBeUndefined();
    expect(readCookie(null, 'token')).toBeUndefined();
  });

  it('write HttpOnly, Secure, SameSite and a lifetime, or a deletion', () => {
    expect(serializeCookie('token', 'a b', { maxAge: 86400, httpOnly: true, secure: true })).toMatch(
      /^token=a%20b; Path=\/; Max-Age=86400; Expires=[^;]+ GMT; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(serializeCookie('token', '', { maxAge: 0 })).toBe(
      'token=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    );
    expect(serializeCookie('flag', '1')).toBe('flag=1; Path=/; SameSite=Lax');
  });
});

import { NextResponse } from 'next/server';
import { errorCatalog } from '@app/contracts/errors';
import { localeFromHeader, type Locale } from '@app/contracts/locale';
import { ApiError } from '@/lib/api-client';
import { nextCookie, type CookieSpec } from '@/lib/session-cookies';

/** The caller's language, as the browser's API client sends it. */
export const requestLocale = (request: Request): Locale => localeFromHeader(request.headers.get('accept-language'));

function withCookies(response: NextResponse, cookies: readonly CookieSpec[]): NextResponse {
  for (const cookie of cookies) response.cookies.set(nextCookie(cookie));
  response.headers.set('cache-control', 'no-store');
  return response;
}

/** An answer in the API's envelope, so the browser's API client reads it like any other. */
export function okReply<T>(result: T, message: string, cookies: readonly CookieSpec[] = []): NextResponse {
  return withCookies(NextResponse.json({ code: 200, message, result }), cookies);
}

export function catalogReply(code: keyof typeof errorCatalog, locale: Locale, cookies: readonly CookieSpec[] = []): NextResponse {
  const { status, ...messages } = errorCatalog[code];
  return withCookies(NextResponse.json({ code: status, message: messages[locale], result: null, error_code: code }, { status }), cookies);
}

/** An error from the API passed on as it came (status, message, field errors); no answer at all is a 503. */
export function failureReply(error: unknown, locale: Locale, cookies: readonly CookieSpec[] = []): NextResponse {
  if (error instanceof ApiError && error.status >= 400 && typeof error.body === 'object' && error.body !== null) {
    return withCookies(NextResponse.json(error.body, { status: error.status }), cookies);
  }
  return catalogReply('SERVICE_UNAVAILABLE', locale, cookies);
}

/** A 2xx answer whose message is not "OK" is a refusal: its message is shown as is. */
export function refusalReply(message: string): NextResponse {
  return withCookies(NextResponse.json({ code: 400, message, result: null, error_code: 'BAD_REQUEST' }, { status: 400 }), []);
}

import { randomBytes } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { contentSecurityPolicy } from './config/content-security-policy';
import { routing } from './i18n/routing';
import { renewPageSession } from './lib/page-session';
import { nextCookie } from './lib/session-cookies';
import { PAGE_PATH_HEADER } from './config/headers';

const handleLocale = createMiddleware(routing);

const homeOf = (pathname: string) => (pathname === '/en' || pathname.startsWith('/en/') ? '/en' : '/');

/**
 * Locale routing, after renewing the visitor's session where needed. A session that cannot be
 * renewed is cleared and the visitor goes home, where the page says the session has expired.
 * Every page gets a Content Security Policy with a nonce of its own; Next reads it from the
 * request's header and puts it on the scripts it writes into the page (decision 0095).
 */
export default async function proxy(request: NextRequest) {
  const policy = contentSecurityPolicy({ nonce: randomBytes(16).toString('base64'), development: process.env.NODE_ENV === 'development' });
  // The locale middleware passes the request's headers on to the page it renders.
  request.headers.set('content-security-policy', policy);
  // Layouts cannot read the address they render for; the admin area needs it to send a visitor to
  // the login page and back. Always written here, so a value sent by the browser never survives.
  request.headers.set(PAGE_PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  const session = await renewPageSession(request);
  const home = homeOf(request.nextUrl.pathname);
  const response =
    session.kind === 'expired' && request.nextUrl.pathname !== home
      ? NextResponse.redirect(new URL(home, request.url))
      : handleLocale(request);
  if (session.kind !== 'unchanged') {
    for (const cookie of session.cookies) response.cookies.set(nextCookie(cookie));
  }
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  // API calls, uploaded files, the API documentation and static assets are not localised pages.
  matcher: ['/((?!api|files|docs|_next|_vercel|.*\\..*).*)'],
};

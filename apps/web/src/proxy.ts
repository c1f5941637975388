import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // API calls, uploaded files, the API documentation and static assets are not localised pages.
  matcher: ['/((?!api|files|docs|_next|_vercel|.*\\..*).*)'],
};

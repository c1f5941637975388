import type { RequestContext } from '@/lib/api-client';
import { visitorHeaders } from '@/lib/session-refresh';
import { requestLocale } from './bff-reply';

/** How the web server calls the API on behalf of the browser: its language and forwarded address. */
export function visitorCall(request: Request, token?: string): { context: RequestContext; headers: Record<string, string> } {
  return { context: { locale: requestLocale(request), token }, headers: visitorHeaders(request) };
}

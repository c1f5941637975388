import { socialAppIds } from '@/features/accounts/server/social-login-handler';

export const dynamic = 'force-dynamic';

/** The sign-in apps' public ids for the browser SDKs; null when a provider is not set up. */
export function GET(): Response {
  return Response.json({ code: 200, message: 'OK', result: socialAppIds() }, { headers: { 'cache-control': 'no-store' } });
}

import { cache } from 'react';
import type { Me } from '@app/contracts/accounts';
import { ApiError } from '@/lib/api-client';
import { toInfoUser, type InfoUser } from '@/lib/info-user';
import { getServerContext } from '@/lib/server-context';
import { getMe } from './get-me';

export interface SessionUser {
  user: InfoUser | null;
  /** The whole profile, for the account pages rendered on the server. */
  me: Me | null;
  /** Signed in, but the profile came back empty or refused: the page shows the account error and ends the session. */
  accountError: boolean;
}

/**
 * The visitor's user for this server render, read once per request with the session cookie. The
 * page proxy has already renewed an expired token; a session the API refuses counts as none.
 */
export const getSessionUser = cache(async (): Promise<SessionUser> => {
  const context = await getServerContext();
  if (!context.token) return { user: null, me: null, accountError: false };
  try {
    const me = await getMe(context);
    return { user: toInfoUser(me), me, accountError: false };
  } catch (error) {
    const refused = error instanceof ApiError && error.status === 403;
    return { user: null, me: null, accountError: refused };
  }
});

import type { Me } from '@app/contracts/accounts';
import type { Locale } from '@app/contracts/locale';
import { redirect } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import type { InfoUser } from '@/lib/info-user';
import { getSessionUser } from '../api/get-session-user';

/** Account pages: without a session the visitor logs in first and comes back to `path` afterwards. */
export async function requireSessionUser(path: string, locale: Locale): Promise<{ user: InfoUser; me: Me }> {
  const { user, me } = await getSessionUser();
  if (user && me) return { user, me };
  return redirect({ href: { pathname: paths.login, query: { redirect: path } }, locale });
}

'use client';

import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api-client';
import { callOnDemandEnvelope } from '@/lib/call-on-demand';
import { usePathname, useRouter } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { useSession } from '@/stores/session';
import { useOptionalCartActions } from './use-cart-actions';
import { useNotify } from './use-notify';

const logoutEndpoint = () => import('@app/contracts/web-session').then((contract) => contract.webSessionEndpoints.logout);

/** After logging out on these pages the user goes home: they have nothing to show a visitor. */
const PAGES_LEFT_ON_LOGOUT: readonly string[] = [paths.myAccount, paths.registerAmbassador, paths.changePassword, paths.orderHistory];

/**
 * Logging out: the web server revokes the long token and clears the
 * cookies; "Đăng xuất thành công!" follows, the cart is emptied and account pages are left. An
 * answer with another code shows its message as a warning and the user stays signed in.
 */
export function useLogout() {
  const { user, setUser } = useSession();
  const notify = useNotify();
  const t = useTranslations('errors');
  const router = useRouter();
  const pathname = usePathname();
  const [loggingOut, setLoggingOut] = useState(false);
  const cart = useOptionalCartActions();

  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      const answer = await callOnDemandEnvelope(logoutEndpoint, { body: { userId: user?.id } }, { autoShowError: false });
      setUser(null);
      notify.success(answer.message);
      cart?.emptyAfterLogout();
      // Elsewhere the page stays, rendered again for a visitor.
      if (PAGES_LEFT_ON_LOGOUT.includes(pathname)) router.push(paths.home);
      else router.refresh();
    } catch (error) {
      notify.warning(error instanceof ApiError && error.message ? error.message : t('failed'));
    } finally {
      setLoggingOut(false);
    }
  }, [cart, notify, pathname, router, setUser, t, user]);

  return { logout, loggingOut };
}

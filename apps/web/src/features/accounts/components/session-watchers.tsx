'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { Me } from '@app/contracts/accounts';
import { ApiError, setSessionExpiredListener } from '@/lib/api-client';
import { callOnDemand } from '@/lib/call-on-demand';
import { toInfoUser } from '@/lib/info-user';
import { useRouter } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { SESSION_EXPIRED_COOKIE, SIGNED_IN_COOKIE } from '@/config/cookies';
import { useSession } from '@/stores/session';
import { hasFlagCookie } from '@/lib/flag-cookie';
import { useNotify } from '@/hooks/use-notify';
import { useCartActions } from '@/hooks/use-cart-actions';

/** Several calls in flight can each report the same ended session; it is told once. */
const REPEAT_WINDOW_MS = 3000;

function takeExpiredNotice(): boolean {
  const present = hasFlagCookie(SESSION_EXPIRED_COOKIE);
  if (present) document.cookie = `${SESSION_EXPIRED_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  return present;
}

const meEndpoint = () => import('@app/contracts/accounts').then((contract) => contract.accountEndpoints.me);
const logoutEndpoint = () => import('@app/contracts/web-session').then((contract) => contract.webSessionEndpoints.logout);

type Signed = { kind: 'user'; me: Me } | { kind: 'none' } | { kind: 'accountError' };

/** Who is signed in, asked through the web server, which holds the session cookies. */
async function readSignedInUser(): Promise<Signed> {
  if (!hasFlagCookie(SIGNED_IN_COOKIE)) return { kind: 'none' };
  try {
    return { kind: 'user', me: await callOnDemand(meEndpoint, {}, { autoShowError: false }) };
  } catch (error) {
    return error instanceof ApiError && error.status === 403 ? { kind: 'accountError' } : { kind: 'none' };
  }
}

/**
 * The session in the browser: the signed-in user is read once the page has loaded; an
 * ended session ("phiên đăng nhập hết hạn") clears the user and goes home, whether the web server
 * found out while serving a call or while loading a page; an account whose profile cannot be read
 * gets the account error and its session is ended.
 */
export function SessionWatchers() {
  const t = useTranslations('session');
  const notify = useNotify();
  const router = useRouter();
  const { setUser } = useSession();
  const lastTold = useRef(0);
  const { emptyAfterLogout } = useCartActions();

  useEffect(() => {
    const expired = () => {
      setUser(null);
      emptyAfterLogout();
      if (Date.now() - lastTold.current < REPEAT_WINDOW_MS) return;
      lastTold.current = Date.now();
      notify.warning(t('sessionExpired'));
      router.push(paths.home);
    };
    setSessionExpiredListener(expired);
    if (takeExpiredNotice()) expired();
    return () => setSessionExpiredListener(undefined);
  }, [emptyAfterLogout, notify, router, setUser, t]);

  useEffect(() => {
    let current = true;
    void readSignedInUser().then((signed) => {
      if (!current) return;
      setUser(signed.kind === 'user' ? toInfoUser(signed.me) : null);
      if (signed.kind !== 'accountError') return;
      notify.error(t('accountError'));
      void callOnDemand(logoutEndpoint, { body: {} }, { autoShowError: false })
        .catch(() => undefined)
        .then(() => router.refresh());
    });
    return () => {
      current = false;
    };
    // Once per page load: later changes of the user come from sign-in, profile and sign-out.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}

'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { apiEnvelope, setSessionExpiredListener } from '@/lib/api-client';
import { useRouter } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { SESSION_EXPIRED_COOKIE } from '@/config/cookies';
import { useSession } from '@/components/providers/session-provider';
import { useNotify } from '@/hooks/use-notify';
import { loadCart } from '@/stores/cart-actions';

/** Several calls in flight can each report the same ended session; it is told once. */
const REPEAT_WINDOW_MS = 3000;

function takeExpiredNotice(): boolean {
  const present = document.cookie.split(';').some((part) => part.trim() === `${SESSION_EXPIRED_COOKIE}=1`);
  if (present) document.cookie = `${SESSION_EXPIRED_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  return present;
}

/**
 * Spec sections 4 and 8 in the browser: an ended session ("phiên đăng nhập hết hạn") clears the
 * user and goes home, whether the web server found out while serving a call or while loading a page;
 * an account whose profile cannot be read gets the account error and its session is ended.
 */
export function SessionWatchers({ accountError }: { accountError: boolean }) {
  const t = useTranslations('auth');
  const notify = useNotify();
  const router = useRouter();
  const { setUser } = useSession();
  const lastTold = useRef(0);

  useEffect(() => {
    const expired = () => {
      setUser(null);
      loadCart('logout');
      if (Date.now() - lastTold.current < REPEAT_WINDOW_MS) return;
      lastTold.current = Date.now();
      notify.warning(t('sessionExpired'));
      router.push(paths.home);
    };
    setSessionExpiredListener(expired);
    if (takeExpiredNotice()) expired();
    return () => setSessionExpiredListener(undefined);
  }, [notify, router, setUser, t]);

  useEffect(() => {
    if (!accountError) return;
    setUser(null);
    notify.error(t('accountError'));
    void apiEnvelope('/auth/logout', { method: 'POST', body: {}, autoShowError: false })
      .catch(() => undefined)
      .then(() => router.refresh());
  }, [accountError, notify, router, setUser, t]);

  return null;
}

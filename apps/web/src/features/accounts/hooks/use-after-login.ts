'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import type { InfoUser } from '@/lib/info-user';
import { useSession } from '@/stores/session';
import { useNotify } from '@/hooks/use-notify';
import { useCartActions } from '@/hooks/use-cart-actions';
import { closeAuthModal, takePendingAction } from '@/stores/auth-modal';
import { takeLoginRedirect } from '@/stores/login-redirect';
import { afterLoginDestination } from '../utils/after-login-destination';

/**
 * After a sign-in (password, social or the automatic one after registration): the
 * user is kept, the modal closes, the cart's pending action runs ('cart', 'order'); without one the
 * stored address opens, or the home page.
 */
export function useAfterLogin() {
  const { setUser } = useSession();
  const router = useRouter();
  const notify = useNotify();
  const t = useTranslations('auth');
  const cart = useCartActions();

  return useCallback(
    async (user: InfoUser, message: string = t('loginSuccess')) => {
      setUser(user);
      notify.success(message);
      closeAuthModal({ keepPendingAction: true });
      const stored = takeLoginRedirect();
      // The cart is moved to or reloaded from the server; a pending 'cart' or 'order' goes to /cart,
      // otherwise the stored address opens, or the home page.
      const pending = takePendingAction();
      await cart.afterLogin(pending);
      if (pending === null) router.push(afterLoginDestination(stored, user.roles));
      router.refresh();
    },
    [cart, notify, router, setUser, t],
  );
}

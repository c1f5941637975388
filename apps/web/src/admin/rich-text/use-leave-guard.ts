'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { isPlainClick, sameSiteLink } from '@/lib/link-events';
import { useConfirmAction } from '../confirm-action';

/** The in-app address a click on this link would open, or null when the click is not a plain in-app navigation. */
export function inAppTarget(event: MouseEvent, here: Location): string | null {
  const link = isPlainClick(event) ? sameSiteLink(event) : null;
  if (!link || (link.pathname === here.pathname && link.search === here.search)) return null;
  return link.pathname + link.search + link.hash;
}

/**
 * While `dirty`, leaving the page asks first: closing or reloading the tab (the browser's own
 * question) and following a link inside the site (ours).
 */
export function useLeaveGuard(dirty: boolean) {
  const t = useTranslations('adminRichText.leave');
  const confirm = useConfirmAction();
  const router = useRouter();
  const state = useRef({ dirty, confirm, t, router });
  useEffect(() => {
    state.current = { dirty, confirm, t, router };
  });

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!state.current.dirty) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (!state.current.dirty) return;
      const target = inAppTarget(event, window.location);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      const current = state.current;
      current.confirm({
        title: current.t('title'),
        message: current.t('body'),
        confirmLabel: current.t('confirm'),
        danger: true,
        onConfirm: () => {
          state.current.dirty = false;
          current.router.push(target);
        },
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    // Captured before Next's own link handler sees the click.
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, []);
}

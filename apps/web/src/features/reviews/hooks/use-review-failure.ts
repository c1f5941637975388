'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api-client';
import { useNotify } from '@/hooks/use-notify';
import { openLoginWarning } from '@/stores/auth-modal';

/**
 * What a refused review or reply shows: the sign-in warning when the session has ended, nothing
 * more when the form shows the server's field problems on their fields, otherwise its message as
 * an error notification.
 */
export function useReviewFailure() {
  const t = useTranslations('reviews');
  const notify = useNotify();
  return (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.status === 401) openLoginWarning();
    else if (error.fieldErrors.length === 0) notify.error(error.message || t('postFailed'));
  };
}

'use client';

import { useTranslations } from 'next-intl';
import { useNotify } from '@/hooks/use-notify';

/** A refused account request: its message (or the generic one) as an error notice; its field problems the form shows. */
export function useFailureNotice() {
  const tErrors = useTranslations('errors');
  const notify = useNotify();
  return (failure: unknown) => notify.error(failure instanceof Error && failure.message ? failure.message : tErrors('unknown'));
}

'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { setFailureReporter } from '@/lib/api-client';
import { useRouter } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { useNotify } from '@/hooks/use-notify';

/** Connects the API client to the user: error notifications, and home on an expired session. */
export function ApiFailureNotifier() {
  const t = useTranslations('errors');
  const notify = useNotify();
  const router = useRouter();

  useEffect(() => {
    setFailureReporter((feedback) => {
      if (feedback.action === 'go-home') router.push(paths.home);
      else if (feedback.action === 'notify') notify.error('key' in feedback ? t(feedback.key) : feedback.text);
    });
    return () => setFailureReporter(undefined);
  }, [notify, router, t]);

  return null;
}

'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { notifications } from '@mantine/notifications';

export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

const colors: Record<NoticeKind, string> = { success: 'green', info: 'blue', warning: 'yellow', error: 'red' };

/** Notifications with the shop's titles: 'Thông báo' for success, info and warning, 'Lỗi' for errors. */
export function useNotify() {
  const t = useTranslations('notify');
  return useMemo(() => {
    const show = (kind: NoticeKind, message: string) =>
      notifications.show({ title: kind === 'error' ? t('error') : t('notice'), message, color: colors[kind] });
    return {
      success: (message: string) => show('success', message),
      info: (message: string) => show('info', message),
      warning: (message: string) => show('warning', message),
      error: (message: string) => show('error', message),
    };
  }, [t]);
}

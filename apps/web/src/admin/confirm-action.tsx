'use client';

import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslations } from 'next-intl';

/** Every state change or deletion in the admin asks first; `danger` paints the button red. */
export function useConfirmAction() {
  const t = useTranslations('admin.confirm');
  return (options: { message: string; title?: string; confirmLabel?: string; danger?: boolean; onConfirm: () => void }) =>
    modals.openConfirmModal({
      title: options.title ?? t('title'),
      children: <Text size="sm">{options.message}</Text>,
      labels: { confirm: options.confirmLabel ?? t('yes'), cancel: t('cancel') },
      confirmProps: { color: options.danger ? 'red' : 'brand' },
      centered: true,
      onConfirm: options.onConfirm,
    });
}

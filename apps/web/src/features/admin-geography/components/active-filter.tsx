'use client';

import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { selectFilterProps } from '@/admin/list/select-filter-props';

/** The active / inactive filter every tab has. */
export function ActiveFilter<F extends Record<string, string>>({ form }: { form: UseFormReturnType<F> }) {
  const t = useTranslations('adminGeography');
  const ta = useTranslations('admin');
  return (
    <Select
      label={t('filters.active')}
      data={[
        { value: 'true', label: ta('status.active') },
        { value: 'false', label: ta('status.inactive') },
      ]}
      placeholder={ta('list.all')}
      {...selectFilterProps(form, 'active')}
    />
  );
}

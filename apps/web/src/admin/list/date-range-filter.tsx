'use client';

import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslations } from 'next-intl';

/** A from–to day filter over the form's `from` and `to` fields, kept as yyyy-mm-dd (Vietnam days). */
export function DateRangeFilter<F extends { from: string; to: string }>({ form, label }: { form: UseFormReturnType<F>; label: string }) {
  const t = useTranslations('admin.list');
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={`${t('from')} – ${t('to')}`}
      valueFormat="DD/MM/YYYY"
      clearable
      allowSingleDateInRange
      value={[form.values.from || null, form.values.to || null]}
      onChange={([from, to]) => form.setValues({ from: from ?? '', to: to ?? '' } as Partial<F>)}
    />
  );
}

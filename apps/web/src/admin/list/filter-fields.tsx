'use client';

import { Select, TextInput, type ComboboxData, type SelectProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslations } from 'next-intl';

type TextFields = Record<string, string>;

/** Free text searched by the list; the API caps every keyword at 100 characters. */
export function KeywordFilter<F extends TextFields>({
  form,
  name = 'keyword',
  label,
  hint,
}: {
  form: UseFormReturnType<F>;
  name?: keyof F & string;
  label: string;
  hint?: string;
}) {
  return <TextInput label={label} placeholder={hint} maxLength={100} {...form.getInputProps(name)} />;
}

/**
 * One choice among `data`, bound to a text field of the search form: '' (no filter) shows as
 * "all", and clearing the choice removes the filter.
 */
export function ChoiceFilter<F extends TextFields>({
  form,
  name,
  label,
  data,
  ...select
}: {
  form: UseFormReturnType<F>;
  name: keyof F & string;
  label: string;
  data: ComboboxData;
} & Pick<SelectProps, 'searchable' | 'filter' | 'onSearchChange'>) {
  const t = useTranslations('admin.list');
  return (
    <Select
      label={label}
      data={data}
      {...select}
      placeholder={t('all')}
      clearable
      value={form.values[name] || null}
      onChange={(value) => form.setValues({ [name]: value ?? '' } as Partial<F>)}
    />
  );
}

/** Active or inactive records, over the form's `active` field ('true', 'false' or '' for both). */
export function ActiveFilter<F extends TextFields & { active: string }>({ form, label }: { form: UseFormReturnType<F>; label: string }) {
  const t = useTranslations('admin.status');
  return (
    <ChoiceFilter
      form={form}
      name="active"
      label={label}
      data={[
        { value: 'true', label: t('active') },
        { value: 'false', label: t('inactive') },
      ]}
    />
  );
}

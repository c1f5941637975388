'use client';

import { PasswordInput, Textarea, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { AppForm } from '@/hooks/use-app-form';
import type { FieldConfig } from '../config/field-config';

interface ConfiguredFieldProps<Values extends Record<string, unknown>> {
  field: FieldConfig<keyof Values & string>;
  form: AppForm<Values>;
  /** Set on the first field of a form that opens on its own (a modal, a page whose only task is the form). */
  autoFocus?: boolean;
  disabled?: boolean;
  description?: string;
}

/**
 * One input of a configured form: its label and placeholder come from the `fields` messages, its
 * type, autocomplete and required mark from the configuration.
 */
export function ConfiguredField<Values extends Record<string, unknown>>({
  field,
  form,
  autoFocus,
  disabled,
  description,
}: ConfiguredFieldProps<Values>) {
  // Keys are built from the configuration; a unit test checks that every configured field has its texts.
  const t = useTranslations('fields') as unknown as (key: string) => string;
  const t11y = useTranslations('forms');
  const common = {
    ...form.getInputProps(field.property),
    label: t(`${field.property}.label`),
    placeholder: field.placeholder ? t(field.placeholder) : undefined,
    autoComplete: field.autocomplete,
    required: Boolean(field.required),
    description,
    // The default dimmed grey is below the WCAG AA contrast for small text.
    styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    disabled,
    autoFocus,
  };

  if (field.type === 'password') {
    return <PasswordInput {...common} visibilityToggleButtonProps={{ 'aria-label': t11y('togglePassword') }} />;
  }
  if (field.type === 'textarea') return <Textarea {...common} autosize minRows={3} maxRows={8} />;
  return <TextInput {...common} type={field.type} inputMode={field.type === 'tel' ? 'tel' : undefined} />;
}

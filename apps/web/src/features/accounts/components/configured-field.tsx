'use client';

import type { FocusEvent } from 'react';
import { PasswordInput, Textarea, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { FieldConfig, FormValues } from '../utils/field-rules';
import type { FieldForm } from '../hooks/use-field-form';

interface ConfiguredFieldProps<Values extends FormValues> {
  field: FieldConfig;
  form: FieldForm<Values>;
  /** Set on the first field of a form that opens on its own (a modal, a page whose only task is the form). */
  autoFocus?: boolean;
  disabled?: boolean;
  description?: string;
}

/**
 * One input of a configured form: its label and placeholder come from the `fields` messages, its
 * type, autocomplete and required mark from the configuration.
 */
export function ConfiguredField<Values extends FormValues>({
  field,
  form,
  autoFocus,
  disabled,
  description,
}: ConfiguredFieldProps<Values>) {
  // Keys are built from the configuration; a unit test checks that every configured field has its texts.
  const t = useTranslations('fields') as unknown as (key: string) => string;
  const t11y = useTranslations('forms');
  const name = field.property as keyof Values & string;
  const value = form.values[name];
  const common = {
    name,
    label: t(`${field.property}.label`),
    placeholder: field.placeholder ? t(field.placeholder) : undefined,
    autoComplete: field.autocomplete,
    required: field.required,
    error: form.error(name),
    description,
    // The default dimmed grey is below the WCAG AA contrast for small text.
    styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    disabled,
    autoFocus,
    value: typeof value === 'string' ? value : '',
    onBlur: (event: FocusEvent) => form.blur(name, event.relatedTarget),
  };
  const change = (text: string) => form.setValue(name, text as Values[keyof Values & string]);

  if (field.type === 'password') {
    return (
      <PasswordInput
        {...common}
        onChange={(event) => change(event.currentTarget.value)}
        visibilityToggleButtonProps={{ 'aria-label': t11y('togglePassword') }}
      />
    );
  }
  if (field.type === 'textarea') {
    return <Textarea {...common} autosize minRows={3} maxRows={8} onChange={(event) => change(event.currentTarget.value)} />;
  }
  return (
    <TextInput
      {...common}
      type={field.type}
      inputMode={field.type === 'tel' ? 'tel' : undefined}
      onChange={(event) => change(event.currentTarget.value)}
    />
  );
}

'use client';

import type { FormEvent } from 'react';
import { useLocale } from 'next-intl';
import { useForm } from '@mantine/form';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { moveFocusOnEnter } from '@/lib/enter-moves-focus';
import { textErrors, type TextRule } from '@/lib/text-rules';

type Values<Name extends string> = Record<Name, string>;

const trimmed = <Name extends string>(values: Values<Name>) =>
  Object.fromEntries(Object.entries<string>(values).map(([name, value]) => [name, value.trim()])) as Values<Name>;

/**
 * `@mantine/form` on text rules from the contracts, without the zod schemas (they stay out of the
 * public pages' first load): the messages in the reader's language when the form is sent (a field's
 * message goes as soon as it is edited), text trimmed when a field loses focus and before sending,
 * Enter moving on to the next field, and the server's field problems shown on their fields.
 */
export function useRuleForm<Name extends string>(rules: Record<Name, TextRule>, initialValues: Values<Name>) {
  const locale = useLocale();
  // Typed by plain names: Mantine's nested-path types cannot follow a generic field name.
  const form = useForm<Record<string, string>>({
    mode: 'controlled',
    initialValues,
    validate: (values) => textErrors(rules, values, locale),
    enhanceGetInputProps: ({ field, form: current }) => ({
      name: field,
      // Only a changed value is written back: writing clears the field's message, and leaving a field is no edit.
      onBlur: () => {
        const value = current.getValues()[field] ?? '';
        if (value !== value.trim()) current.setFieldValue(field, value.trim());
      },
    }),
  });

  /** The submit handler: trims every text, checks the rules, then hands the values over. */
  const onSubmit = (send: (values: Values<Name>) => void) => (event: FormEvent<HTMLFormElement>) => {
    form.setValues(trimmed(form.getValues() as Values<Name>));
    form.onSubmit((values) => send(values as Values<Name>))(event);
  };

  /** Shows the server's field problems on their fields. */
  const showServerErrors = (error: unknown) => {
    if (error instanceof ApiError && error.fieldErrors.length > 0) form.setErrors(serverFieldErrors(error.fieldErrors));
  };

  return {
    getInputProps: (name: Name) => form.getInputProps(name),
    reset: form.reset,
    onSubmit,
    showServerErrors,
    onKeyDown: moveFocusOnEnter,
  };
}

'use client';

import type { FormEvent } from 'react';
import { useLocale } from 'next-intl';
import { useForm } from '@mantine/form';
import type { Locale } from '@app/contracts/locale';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { moveFocusOnEnter } from '@/lib/enter-moves-focus';
import { textErrors, type TextRule } from '@/lib/text-rules';

type FormValues = Record<string, string | number>;
type TextNames<Values extends FormValues> = { [Name in keyof Values & string]: Values[Name] extends string ? Name : never }[keyof Values &
  string];

const trimmed = <Values extends FormValues>(values: Values) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value])) as Values;

interface RuleFormOptions<Values extends FormValues> {
  /** The text fields' rules from the contracts. */
  rules: Record<TextNames<Values>, TextRule>;
  initialValues: Values;
  /** The problems of the fields that are not texts (a rating), in the reader's language. */
  check?: (values: Values, locale: Locale) => Partial<Record<keyof Values & string, string>>;
}

/**
 * `@mantine/form` on rules from the contracts, without the zod schemas (they stay out of the public
 * pages' first load): the messages in the reader's language when the form is sent (a field's message
 * goes as soon as it is edited), text trimmed when a field loses focus and before sending, Enter
 * moving on to the next field, and the server's field problems shown on their fields.
 */
export function useRuleForm<Values extends FormValues>({ rules, initialValues, check }: RuleFormOptions<Values>) {
  const locale = useLocale();
  // Typed by plain names: Mantine's nested-path types cannot follow a generic field name.
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => ({
      ...check?.(values as Values, locale),
      ...textErrors(rules, values as Record<TextNames<Values>, string>, locale),
    }),
    enhanceGetInputProps: ({ field, form: current }) => ({
      name: field,
      // Only a changed value is written back: writing clears the field's message, and leaving a field is no edit.
      onBlur: () => {
        const value = current.getValues()[field];
        if (typeof value === 'string' && value !== value.trim()) current.setFieldValue(field, value.trim());
      },
    }),
  });

  /** The submit handler: trims every text, checks the rules, then hands the values over. */
  const onSubmit = (send: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => {
    form.setValues(trimmed(form.getValues()));
    form.onSubmit((values) => send(values as Values))(event);
  };

  /** Shows the server's field problems on their fields. */
  const showServerErrors = (error: unknown) => {
    if (error instanceof ApiError && error.fieldErrors.length > 0) form.setErrors(serverFieldErrors(error.fieldErrors));
  };

  return {
    values: form.values as Values,
    errors: form.errors,
    getInputProps: (name: TextNames<Values>) => form.getInputProps(name),
    setValue: <Name extends keyof Values & string>(name: Name, value: Values[Name]) => form.setFieldValue<FormValues, string>(name, value),
    reset: form.reset,
    onSubmit,
    showServerErrors,
    onKeyDown: moveFocusOnEnter,
  };
}

'use client';

import { useCallback, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useLocale } from 'next-intl';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { issuesToErrors, serverFieldErrors, type FieldErrors } from '@/lib/form-errors';

type Values<Name extends string> = Record<Name, string>;

/**
 * A small form on a shared contract schema: the schema's messages in the reader's language when it
 * is sent (a field's message goes as soon as it is edited), text trimmed when a field loses focus
 * (spec section 5), and Enter moving on to the next field instead of submitting (spec section 2).
 */
export function useSchemaForm<Name extends string, Output>(schema: z.ZodType<Output>, initial: Values<Name>) {
  const locale = useLocale();
  const [values, setValues] = useState<Values<Name>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const check = useCallback(
    (current: Values<Name>): { data: Output | null; errors: FieldErrors } => {
      const result = schema.safeParse(current);
      return result.success ? { data: result.data, errors: {} } : { data: null, errors: issuesToErrors(result.error.issues, locale) };
    },
    [schema, locale],
  );

  const field = (name: Name) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
    onBlur: () => setValues((current) => ({ ...current, [name]: current[name].trim() })),
  });

  /** The parsed values, or null after showing what is wrong. */
  const validate = (): Output | null => {
    const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value).trim()])) as Values<Name>;
    setValues(trimmed);
    const result = check(trimmed);
    setErrors(result.errors);
    return result.data;
  };

  /** Shows the server's field problems; true when there were any. */
  const showServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return false;
    setErrors(serverFieldErrors(error.fieldErrors));
    return true;
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, field, validate, showServerErrors, reset, onKeyDown: focusNextFieldOnEnter };
}

function focusNextFieldOnEnter(event: KeyboardEvent<HTMLFormElement>): void {
  const target = event.target;
  if (event.key !== 'Enter' || !(target instanceof HTMLInputElement) || event.nativeEvent.isComposing) return;
  const fields = [...event.currentTarget.querySelectorAll<HTMLElement>('input, select, textarea, button[type="submit"]')].filter(
    (element) => !element.hasAttribute('disabled') && element.getAttribute('type') !== 'hidden',
  );
  const next = fields[fields.indexOf(target) + 1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

'use client';

import { useState, type ChangeEvent } from 'react';
import { useLocale } from 'next-intl';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { moveFocusOnEnter } from '@/lib/enter-moves-focus';
import { textErrors, type TextRule } from '@/lib/text-rules';

type Values<Name extends string> = Record<Name, string>;

/**
 * A small text form on rules from the contracts: their messages in the reader's language when it is
 * sent (a field's message goes as soon as it is edited), text trimmed when a field loses focus
 * (as in every form of the site), and Enter moving on to the next field instead of submitting.
 */
export function useRuleForm<Name extends string>(rules: Record<Name, TextRule>, initial: Values<Name>) {
  const locale = useLocale();
  const [values, setValues] = useState<Values<Name>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

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

  /** The trimmed values, or null after showing what is wrong. */
  const validate = (): Values<Name> | null => {
    const trimmed = Object.fromEntries(Object.entries<string>(values).map(([key, value]) => [key, value.trim()])) as Values<Name>;
    setValues(trimmed);
    const found = textErrors(rules, trimmed, locale);
    setErrors(found);
    return Object.keys(found).length === 0 ? trimmed : null;
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

  return { values, errors, field, validate, showServerErrors, reset, onKeyDown: moveFocusOnEnter };
}

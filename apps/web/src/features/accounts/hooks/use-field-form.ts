'use client';

import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocale } from 'next-intl';
import type { ZodType } from 'zod';
import type { FieldError } from '@app/contracts/envelope';
import { isValidationMessageKey, validationMessage } from '@app/contracts/validation';
import { isTrimmed, validateForm, type FieldConfig, type FormValues } from '../utils/field-rules';

interface FieldFormOptions<Values extends FormValues> {
  fields: readonly FieldConfig[];
  /** The contract's schema: the last word before sending, for rules the field format cannot say. */
  schema?: ZodType;
  initialValues: Values;
  /** The values as the API takes them (numbers from selects, blanks left out), for the schema. */
  toInput?: (values: Values) => FormValues;
}

const isClickable = (target: EventTarget | null) =>
  target instanceof HTMLButtonElement ||
  target instanceof HTMLAnchorElement ||
  (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio'));

/**
 * Form state driven by field configurations: each field is checked when it loses focus (after its
 * text is trimmed), again while being corrected, and every field on submit; confirmations are
 * checked again when the field they confirm changes. Errors from the server land on their fields.
 */
export function useFieldForm<Values extends FormValues>({ fields, schema, initialValues, toInput }: FieldFormOptions<Values>) {
  const locale = useLocale();
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const valuesRef = useRef(values);
  /** The form last submitted, where the focus goes to the first wrong field. */
  const formNode = useRef<HTMLFormElement | null>(null);

  const check = useCallback(
    (names: readonly string[], next: Values) => {
      const found = validateForm(fields, schema, next, toInput?.(next));
      setErrors((current) => {
        const updated = { ...current };
        for (const name of names) {
          if (found[name]) updated[name] = found[name];
          else delete updated[name];
        }
        return updated;
      });
    },
    [fields, schema, toInput],
  );

  const dependentsOf = useCallback(
    (name: string) => fields.filter((field) => field.dependencies?.includes(name)).map((field) => field.property),
    [fields],
  );

  const setValue = useCallback(
    (name: keyof Values & string, value: Values[keyof Values]) => {
      const next = { ...valuesRef.current, [name]: value };
      valuesRef.current = next;
      setValues(next);
      // Corrections are checked as they are typed once a field shows an error; its confirmations follow it.
      const shown = [name, ...dependentsOf(name)].filter((field) => errors[field] !== undefined || (field !== name && next[field] !== ''));
      if (shown.length > 0) check(shown, next);
    },
    [check, dependentsOf, errors],
  );

  const blur = useCallback(
    (name: keyof Values & string, focusGoesTo: EventTarget | null = null) => {
      const field = fields.find((candidate) => candidate.property === name);
      const current = valuesRef.current[name];
      let next = valuesRef.current;
      if (field && isTrimmed(field) && typeof current === 'string' && current !== current.trim()) {
        next = { ...next, [name]: current.trim() };
        valuesRef.current = next;
        setValues(next);
      }
      // A message appearing now would move the button or link being clicked away from under the pointer,
      // and the click would be lost; the submit checks every field anyway.
      if (!isClickable(focusGoesTo)) check([name], next);
    },
    [check, fields],
  );

  const shownError = useCallback(
    (name: string): string | undefined => {
      const error = errors[name];
      if (!error) return undefined;
      return isValidationMessageKey(error) ? validationMessage(error, locale) : error;
    },
    [errors, locale],
  );

  /** Checks every field; false (and the focus on the first wrong field) when something is wrong. */
  const validateAll = useCallback((): boolean => {
    const found = validateForm(fields, schema, valuesRef.current, toInput?.(valuesRef.current));
    setErrors(found);
    const first = Object.keys(found)[0];
    if (!first) return true;
    formNode.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
    return false;
  }, [fields, schema, toInput]);

  const showServerErrors = useCallback((fieldErrors: readonly FieldError[]) => {
    if (fieldErrors.length === 0) return;
    setErrors((current) => ({ ...current, ...Object.fromEntries(fieldErrors.map((error) => [error.field, error.message])) }));
    formNode.current?.querySelector<HTMLElement>(`[name="${CSS.escape(fieldErrors[0]!.field)}"]`)?.focus();
  }, []);

  /** The submit handler: trims every text, checks everything, then hands the values over. */
  const onSubmit = useCallback(
    (send: (values: Values) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      formNode.current = event.currentTarget;
      const trimmed = { ...valuesRef.current };
      for (const field of fields) {
        const value = trimmed[field.property];
        if (isTrimmed(field) && typeof value === 'string') (trimmed as FormValues)[field.property] = value.trim();
      }
      valuesRef.current = trimmed;
      setValues(trimmed);
      if (validateAll()) void send(trimmed);
    },
    [fields, validateAll],
  );

  const reset = useCallback((next: Values) => {
    valuesRef.current = next;
    setValues(next);
    setErrors({});
  }, []);

  return useMemo(
    () => ({ values, setValue, blur, error: shownError, showServerErrors, onSubmit, reset }),
    [values, setValue, blur, shownError, showServerErrors, onSubmit, reset],
  );
}

export type FieldForm<Values extends FormValues> = ReturnType<typeof useFieldForm<Values>>;

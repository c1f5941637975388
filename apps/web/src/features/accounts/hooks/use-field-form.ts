'use client';

import { useRef, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from '@mantine/form';
import type { ZodType } from 'zod';
import { isValidationMessageKey, validationMessage } from '@app/contracts/validation';
import { ApiError } from '@/lib/api-client';
import { moveFocusOnEnter } from '@/lib/enter-moves-focus';
import { serverFieldErrors } from '@/lib/form-errors';
import { useNotify } from '@/hooks/use-notify';
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
 * `@mantine/form` driven by field configurations: each field is checked when it loses focus (after
 * its text is trimmed), again while being corrected, and every field on submit; confirmations are
 * checked again when the field they confirm changes. Errors from the server land on their fields.
 */
export function useFieldForm<Values extends FormValues>({ fields, schema, initialValues, toInput }: FieldFormOptions<Values>) {
  const locale = useLocale();
  const tErrors = useTranslations('errors');
  const notify = useNotify();
  /** The form last submitted, where the focus goes to the first wrong field. */
  const formNode = useRef<HTMLFormElement | null>(null);
  const problems = (values: FormValues) => validateForm(fields, schema, values, toInput?.(values as Values));
  // Messages are kept as the checks give them (mostly keys) and put in the reader's language when shown;
  // a field's message is cleared or renewed by checking it again, not by every edit.
  const form = useForm<FormValues>({ mode: 'controlled', initialValues, clearInputErrorOnChange: false, validate: problems });

  const check = (names: readonly string[]) => {
    const found = problems(form.getValues());
    form.setErrors((current) => {
      const updated = { ...current };
      for (const name of names) {
        if (found[name]) updated[name] = found[name];
        else delete updated[name];
      }
      return updated;
    });
  };

  const focusField = (name: string | undefined) => {
    if (name) formNode.current?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus();
  };

  const setValue = <Name extends keyof Values & string>(name: Name, value: Values[Name]) => {
    form.setFieldValue<FormValues, string>(name, value);
    const next = form.getValues();
    const dependents = fields.filter((field) => field.dependencies?.includes(name)).map((field) => field.property);
    // Corrections are checked as they are typed once a field shows an error; its confirmations follow it.
    const shown = [name, ...dependents].filter((field) => form.errors[field] !== undefined || (field !== name && next[field] !== ''));
    if (shown.length > 0) check(shown);
  };

  const blur = (name: keyof Values & string, focusGoesTo: EventTarget | null = null) => {
    const field = fields.find((candidate) => candidate.property === name);
    const current = form.getValues()[name];
    if (field && isTrimmed(field) && typeof current === 'string' && current !== current.trim()) {
      form.setFieldValue<FormValues, string>(name, current.trim());
    }
    // A message appearing now would move the button or link being clicked away from under the pointer,
    // and the click would be lost; the submit checks every field anyway.
    if (!isClickable(focusGoesTo)) check([name]);
  };

  const error = (name: string): string | undefined => {
    const shown = form.errors[name];
    if (typeof shown !== 'string' || shown === '') return undefined;
    return isValidationMessageKey(shown) ? validationMessage(shown, locale) : shown;
  };

  /** Shows the server's field problems on their fields, the focus on the first of them. */
  const showServerErrors = (failure: unknown) => {
    if (!(failure instanceof ApiError) || failure.fieldErrors.length === 0) return;
    form.setErrors((current) => ({ ...current, ...serverFieldErrors(failure.fieldErrors) }));
    focusField(failure.fieldErrors[0]!.field);
  };

  /** A failed request: its field problems on the fields and its message (or the generic one) as an error notice. */
  const failed = (failure: unknown) => {
    showServerErrors(failure);
    notify.error(failure instanceof ApiError && failure.message ? failure.message : tErrors('unknown'));
  };

  /** The submit handler: trims every text, checks everything, then hands the values over. */
  const onSubmit = (send: (values: Values) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formNode.current = event.currentTarget;
    const values = { ...form.getValues() };
    for (const field of fields) {
      const value = values[field.property];
      if (isTrimmed(field) && typeof value === 'string') values[field.property] = value.trim();
    }
    form.setValues(values);
    const checked = form.validate();
    if (checked.hasErrors) focusField(Object.keys(checked.errors)[0]);
    else send(values as Values);
  };

  const reset = (next: Values) => {
    form.setValues(next);
    form.clearErrors();
  };

  return {
    values: form.values as Values,
    setValue,
    blur,
    error,
    showServerErrors,
    failed,
    onSubmit,
    onKeyDown: moveFocusOnEnter,
    reset,
  };
}

export type FieldForm<Values extends FormValues> = ReturnType<typeof useFieldForm<Values>>;

'use client';

import { useEffect, useRef, type FocusEvent } from 'react';
import { useLocale } from 'next-intl';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { ZodType } from 'zod';
import { isValidationMessageKey, validationMessage, type ValidationMessageKey } from '@app/contracts/validation';
import type { Locale } from '@app/contracts/locale';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { moveFocusOnEnter } from '@/lib/enter-moves-focus';
import { textErrors, type TextRule } from '@/lib/text-rules';

type Problems = Record<string, string>;

interface AppFormOptions<Values extends Record<string, unknown>> {
  initialValues: Values;
  /**
   * Text rules from the contracts, checked without zod: public pages keep the schemas out of
   * their first load. A rule with `keepSpaces` also keeps its field untrimmed.
   */
  rules?: Partial<Record<keyof Values & string, TextRule>>;
  /** The contract's zod schema, the API's own check (signed-in and admin forms). */
  schema?: ZodType;
  /** The values as the schema takes them, when the inputs hold them otherwise (ids as text in selects). */
  toInput?: (values: Values) => unknown;
  /** Problems the rules and the schema cannot say (no star chosen), as message keys by field. */
  check?: (values: Values) => Partial<Record<string, ValidationMessageKey>>;
  /** The latest refusal of the request the form sends: its field problems land on their fields. */
  error?: unknown;
}

/** The schema's message keys by field; zod checks synchronously through its Standard Schema face. */
export function schemaProblems(schema: ZodType, input: unknown): Problems {
  const problems: Problems = {};
  const result = schema['~standard'].validate(input);
  for (const issue of ('issues' in result && result.issues) || []) {
    // A problem inside a list of plain values (`area_ids.0`) is shown on the list's own input.
    const field = (issue.path ?? [])
      .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
      .join('.')
      .replace(/(\.\d+)+$/, '');
    problems[field] ??= issue.message;
  }
  return problems;
}

const isClickable = (target: EventTarget | null | undefined) =>
  target instanceof HTMLButtonElement ||
  target instanceof HTMLAnchorElement ||
  (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio'));

/** The focus goes to the first wrong field in the order the form shows them. */
const focusFirst = (node: HTMLFormElement | null, wrong: Problems) =>
  Array.from(node?.querySelectorAll<HTMLElement>('[data-path]') ?? [])
    .find((input) => input.dataset.path! in wrong)
    ?.focus();

/**
 * The one form hook: `@mantine/form` with one timing for every form. A field is checked when it
 * loses focus (its text trimmed first), checked again at each change once it shows a problem (and a
 * confirmation with the field it repeats), and every field on submit, the focus then going to the
 * first wrong one. The checker is chosen per form: text rules, the contract's schema, or both.
 * The server's field problems (`error`) land on their fields, the focus on the first of them.
 */
export function useAppForm<Values extends Record<string, unknown>>({
  initialValues,
  rules = {},
  schema,
  toInput = (values) => values,
  check,
  error,
}: AppFormOptions<Values>) {
  const locale = useLocale() as Locale;
  /** The form last submitted, where the focus goes to the first wrong field. */
  const formNode = useRef<HTMLFormElement | null>(null);
  const textRules = rules as Record<string, TextRule>;

  const problems = (values: Values): Problems => {
    const found: Partial<Problems> = {
      ...(schema ? schemaProblems(schema, toInput(values)) : {}),
      ...check?.(values),
      ...textErrors(textRules, values),
    };
    const shown: Problems = {};
    for (const [name, message] of Object.entries(found)) {
      if (message) shown[name] = isValidationMessageKey(message) ? validationMessage(message, locale) : message;
    }
    return shown;
  };

  const trimmed = (values: Values): Values =>
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'string' && !textRules[name]?.keepSpaces ? value.trim() : value,
      ]),
    ) as Values;

  const form: UseFormReturnType<Values> = useForm<Values>({
    mode: 'controlled',
    initialValues,
    // A message is renewed or cleared by checking its field again, not by every edit.
    clearInputErrorOnChange: false,
    validate: problems,
    onValuesChange: (values, previous) => {
      for (const name of Object.keys(values)) {
        if (values[name] === previous[name]) continue;
        if (form.errors[name] !== undefined) form.validateField(name);
        // A confirmation follows the field it repeats once it holds something.
        for (const [other, rule] of Object.entries(textRules)) {
          if (rule.sameAs?.field === name && (values[other] !== '' || form.errors[other] !== undefined)) form.validateField(other);
        }
      }
    },
    enhanceGetInputProps: ({ field, form: current }) => ({
      name: field,
      onBlur: (event?: FocusEvent) => {
        const value = current.getValues()[field];
        if (typeof value === 'string' && !textRules[field]?.keepSpaces && value !== value.trim()) {
          // Mantine's path types cannot follow a field name known only at run time.
          (current as unknown as UseFormReturnType<Record<string, unknown>>).setFieldValue(field, value.trim());
        }
        // A message appearing now would move the button or link being clicked from under the pointer,
        // and the click would be lost; the submit checks every field anyway.
        if (!isClickable(event?.relatedTarget)) current.validateField(field);
      },
    }),
  });

  const { setErrors } = form;
  useEffect(() => {
    if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return;
    const fromServer = serverFieldErrors(error.fieldErrors);
    setErrors((current) => ({ ...current, ...fromServer }));
    focusFirst(formNode.current, fromServer);
  }, [error, setErrors]);

  /** Mantine's submit handler, with every text trimmed first and the focus on the first wrong field. */
  const onSubmit: UseFormReturnType<Values>['onSubmit'] = (handleSubmit, handleValidationFailure) => (event) => {
    formNode.current = event?.currentTarget ?? formNode.current;
    const values = form.getValues();
    const next = trimmed(values);
    if (Object.keys(next).some((name) => next[name] !== values[name])) form.setValues(next);
    form.onSubmit(handleSubmit, (errors, failed, failedEvent) => {
      focusFirst(formNode.current, errors as Problems);
      handleValidationFailure?.(errors, failed, failedEvent);
    })(event);
  };

  return { ...form, onSubmit, onKeyDown: moveFocusOnEnter };
}

export type AppForm<Values extends Record<string, unknown>> = ReturnType<typeof useAppForm<Values>>;

'use client';

import { useEffect } from 'react';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { useLocale } from 'next-intl';
import type { ZodType } from 'zod';
import { isValidationMessageKey, validationMessage } from '@app/contracts/validation';
import type { Locale } from '@app/contracts/locale';
import { ApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';

/**
 * An admin form: `@mantine/form` checked by the contract's zod schema, the API's own check, with
 * the schema's message keys in the reader's language; the field errors of a refused mutation
 * (`error`) land on their fields.
 */
export function useAdminForm<Values extends Record<string, unknown>>({
  schema,
  initialValues,
  error,
  toInput = (values) => values,
}: {
  schema: ZodType;
  initialValues: Values;
  error: unknown;
  /** The values as the API takes them, when the inputs hold them otherwise (ids as text in selects). */
  toInput?: (values: Values) => unknown;
}): UseFormReturnType<Values> {
  const locale = useLocale() as Locale;
  const form = useForm<Values>({
    initialValues,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(schemaResolver(schema, { sync: true })(toInput(values) as Record<string, unknown>)).map(([path, message]) => [
          path,
          typeof message === 'string' && isValidationMessageKey(message) ? validationMessage(message, locale) : message,
        ]),
      ),
  });
  const { setErrors } = form;

  useEffect(() => {
    if (error instanceof ApiError && error.fieldErrors.length > 0) setErrors(serverFieldErrors(error.fieldErrors));
  }, [error, setErrors]);

  return form;
}

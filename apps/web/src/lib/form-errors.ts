import { validationMessage } from '@app/contracts/validation';
import type { FieldError } from '@app/contracts/envelope';
import type { Locale } from '@app/contracts/locale';

export type FieldErrors = Record<string, string>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The first problem of each field, in the reader's language. The shared schemas carry message keys
 * (`phone_digits`...), which the contracts translate with the specification's own words.
 */
export function issuesToErrors(issues: readonly Issue[], locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field in errors) continue;
    errors[field] = validationMessage(issue.message, locale);
  }
  return errors;
}

/** Field problems found by the server, already in the caller's language. */
export function serverFieldErrors(fieldErrors: readonly FieldError[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of fieldErrors) {
    if (!(field in errors)) errors[field] = message;
  }
  return errors;
}

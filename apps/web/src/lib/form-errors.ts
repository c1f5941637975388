import type { FieldError } from '@app/contracts/envelope';

export type FieldErrors = Record<string, string>;

/** Field problems found by the server, already in the caller's language: the first one of each field. */
export function serverFieldErrors(fieldErrors: readonly FieldError[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of fieldErrors) {
    if (!(field in errors)) errors[field] = message;
  }
  return errors;
}

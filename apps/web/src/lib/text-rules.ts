import { validationMessage, type ValidationMessageKey } from '@app/contracts/validation';
import type { Locale } from '@app/contracts/locale';
import type { FieldErrors } from './form-errors';

/**
 * A text field's rules in the form-field format (required, maximum length, patterns), each with its
 * message key. Forms check these in the browser without shipping the zod schemas; a unit test per
 * form holds the rules to the contract schema's verdicts, and the API checks the schema again.
 */
export interface TextRule {
  required?: ValidationMessageKey;
  maxLength?: { max: number; message: ValidationMessageKey };
  /** Checked in order once the field has a value; the first that fails speaks. */
  patterns?: readonly { pattern: RegExp; message: ValidationMessageKey }[];
}

export function textError(rule: TextRule, raw: string): ValidationMessageKey | null {
  const value = raw.trim();
  if (value === '') return rule.required ?? null;
  if (rule.maxLength && value.length > rule.maxLength.max) return rule.maxLength.message;
  return rule.patterns?.find(({ pattern }) => !pattern.test(value))?.message ?? null;
}

/** Every field's first problem, in the reader's language. */
export function textErrors<Name extends string>(rules: Record<Name, TextRule>, values: Record<Name, string>, locale: Locale): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of Object.keys(rules) as Name[]) {
    const key = textError(rules[name], values[name] ?? '');
    if (key) errors[name] = validationMessage(key, locale);
  }
  return errors;
}

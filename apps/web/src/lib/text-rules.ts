import type { ValidationMessageKey } from '@app/contracts/validation';

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
  /** A confirmation: the field must hold exactly what the named field holds. */
  sameAs?: { field: string; message: ValidationMessageKey };
  /** Secrets are taken as typed: neither trimmed nor judged trimmed. Every other text is. */
  keepSpaces?: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The field's first broken rule, in this order: required, length, patterns, confirmation. */
export function textError(rule: TextRule, raw: string, values: Record<string, unknown> = {}): ValidationMessageKey | null {
  const value = rule.keepSpaces ? raw : raw.trim();
  if (value === '') return rule.required ?? null;
  if (rule.maxLength && value.length > rule.maxLength.max) return rule.maxLength.message;
  const broken = rule.patterns?.find(({ pattern }) => !pattern.test(value));
  if (broken) return broken.message;
  if (rule.sameAs && text(values[rule.sameAs.field]) !== raw) return rule.sameAs.message;
  return null;
}

/** Every field's first problem, as message keys. */
export function textErrors(
  rules: Record<string, TextRule>,
  values: Record<string, unknown>,
): Partial<Record<string, ValidationMessageKey>> {
  const errors: Partial<Record<string, ValidationMessageKey>> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const key = textError(rule, text(values[name]), values);
    if (key) errors[name] = key;
  }
  return errors;
}

import { schemaResolver } from '@mantine/form';
import type { ZodType } from 'zod';
import type { ValidationMessageKey } from '@app/contracts/validation';

export type FieldType = 'text' | 'email' | 'tel' | 'password' | 'url' | 'textarea';

/**
 * A form field as configuration: property, type, rules each with its message, placeholder. The rule values
 * come from the contracts (patterns, TEXT_MAX, message keys), which the API validates with too.
 */
export interface FieldConfig<Name extends string = string> {
  property: Name;
  type: FieldType;
  required?: boolean;
  requiredMessage?: ValidationMessageKey;
  pattern?: RegExp;
  patternMessage?: ValidationMessageKey;
  maxLength?: number;
  maxLengthMessage?: ValidationMessageKey;
  /** A key of the form's message namespace. */
  placeholder?: string;
  autocomplete?: string;
  /** Fields this one confirms: it must equal them ("Mật khẩu không trùng khớp") and is checked again when they change. */
  dependencies?: readonly string[];
}

/** Text fields hold strings; other inputs (a select, a list of ids) are checked by the schema only. */
export type FormValues = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Secrets are taken as typed; every other text is trimmed when its field loses focus. */
export const isTrimmed = (field: Pick<FieldConfig, 'type'>) => field.type !== 'password';

/** The first broken rule of the field's configuration, in this order: required, length, pattern, confirmation. */
export function ruleError(field: FieldConfig, values: FormValues): ValidationMessageKey | null {
  const raw = text(values[field.property]);
  const value = isTrimmed(field) ? raw.trim() : raw;
  if (value === '') return field.required ? (field.requiredMessage ?? 'required') : null;
  if (field.maxLength !== undefined && value.length > field.maxLength) return field.maxLengthMessage ?? 'too_long';
  if (field.pattern && !field.pattern.test(value)) return field.patternMessage ?? 'invalid';
  for (const other of field.dependencies ?? []) {
    if (text(values[other]) !== raw) return 'password_mismatch';
  }
  return null;
}

/**
 * Message keys by field, from the contract's schema: rules the format cannot say (a minimum
 * password length, an ambassador's level needing its areas) are still caught before sending.
 * The schema is read through `@mantine/form`'s Standard Schema resolver, like the other signed-in forms.
 */
export function schemaErrors(schema: ZodType, values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  // Mantine names a problem inside a list by its whole path (`area_ids.0`); the form shows it on the list.
  for (const [path, message] of Object.entries(schemaResolver(schema, { sync: true })(values))) {
    const name = path.split('.')[0]!;
    if (name && !(name in errors) && typeof message === 'string') errors[name] = message;
  }
  return errors;
}

/**
 * Every field's first problem: its configured rules first, then the contract's schema (also for
 * fields without rules). `schemaInput` is the form's values as the API takes them, when they differ.
 */
export function validateForm(
  fields: readonly FieldConfig[],
  schema: ZodType | undefined,
  values: FormValues,
  schemaInput: FormValues = values,
): Record<string, string> {
  const errors = schema ? schemaErrors(schema, schemaInput) : {};
  for (const field of fields) {
    const error = ruleError(field, values);
    if (error) errors[field.property] = error;
  }
  return errors;
}

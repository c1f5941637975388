import type { TextRule } from '@/lib/text-rules';

export type FieldType = 'text' | 'email' | 'tel' | 'password' | 'url' | 'textarea';

/**
 * A form field as configuration: its text rule (rule values from the contracts: patterns, TEXT_MAX,
 * message keys, which the API validates with too), input type, placeholder and autocomplete.
 */
export interface FieldConfig<Name extends string = string> extends TextRule {
  property: Name;
  type: FieldType;
  /** A key of the form's message namespace. */
  placeholder?: string;
  autocomplete?: string;
}

/** The fields' rules for the form hook; passwords are taken as typed, every other text is trimmed. */
export const rulesOf = (fields: readonly FieldConfig[]): Record<string, TextRule> =>
  Object.fromEntries(fields.map((field) => [field.property, { ...field, keepSpaces: field.type === 'password' }]));

import { patterns, TEXT_MAX } from '@app/contracts/validation';
import type { FieldConfig } from './field-config';

export type RegisterField = 'last_name' | 'first_name' | 'phone' | 'email' | 'password' | 'rePassword';

export const lastNameField: FieldConfig<'last_name'> = {
  property: 'last_name',
  type: 'text',
  required: 'last_name_required',
  maxLength: { max: TEXT_MAX, message: 'last_name_too_long' },
  placeholder: 'last_name.placeholder',
  autocomplete: 'family-name',
};

export const firstNameField: FieldConfig<'first_name'> = {
  property: 'first_name',
  type: 'text',
  required: 'first_name_required',
  maxLength: { max: TEXT_MAX, message: 'first_name_too_long' },
  placeholder: 'first_name.placeholder',
  autocomplete: 'given-name',
};

export const phoneField: FieldConfig<'phone'> = {
  property: 'phone',
  type: 'tel',
  required: 'phone_required',
  maxLength: { max: TEXT_MAX, message: 'too_long' },
  patterns: [{ pattern: patterns.digitsOnly, message: 'phone_digits' }],
  placeholder: 'phone.placeholder',
  autocomplete: 'tel',
};

export const emailField: FieldConfig<'email'> = {
  property: 'email',
  type: 'email',
  required: 'email_required',
  maxLength: { max: 254, message: 'email_invalid' },
  patterns: [{ pattern: patterns.email, message: 'email_invalid' }],
  placeholder: 'email.placeholder',
  autocomplete: 'email',
};

export const passwordField: FieldConfig<'password'> = {
  property: 'password',
  type: 'password',
  required: 'password_required',
  maxLength: { max: TEXT_MAX, message: 'too_long' },
  placeholder: 'newPassword.placeholder',
  autocomplete: 'new-password',
};

export const rePasswordField: FieldConfig<'rePassword'> = {
  property: 'rePassword',
  type: 'password',
  required: 're_password_required',
  maxLength: { max: TEXT_MAX, message: 'too_long' },
  placeholder: 'rePassword.placeholder',
  autocomplete: 'new-password',
  sameAs: { field: 'password', message: 'password_mismatch' },
};

/** Registration, in the order the form shows them (family name first, as Vietnamese names go). */
export const registerFields: readonly FieldConfig<RegisterField>[] = [
  lastNameField,
  firstNameField,
  phoneField,
  emailField,
  passwordField,
  rePasswordField,
];

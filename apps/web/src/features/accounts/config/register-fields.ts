import { patterns, TEXT_MAX } from '@app/contracts/validation';
import type { FieldConfig } from '../utils/field-rules';

export type RegisterField = 'last_name' | 'first_name' | 'phone' | 'email' | 'password' | 'rePassword';

export const lastNameField: FieldConfig<'last_name'> = {
  property: 'last_name',
  type: 'text',
  required: true,
  requiredMessage: 'last_name_required',
  maxLength: TEXT_MAX,
  maxLengthMessage: 'last_name_too_long',
  placeholder: 'last_name.placeholder',
  autocomplete: 'family-name',
};

export const firstNameField: FieldConfig<'first_name'> = {
  property: 'first_name',
  type: 'text',
  required: true,
  requiredMessage: 'first_name_required',
  maxLength: TEXT_MAX,
  maxLengthMessage: 'first_name_too_long',
  placeholder: 'first_name.placeholder',
  autocomplete: 'given-name',
};

export const phoneField: FieldConfig<'phone'> = {
  property: 'phone',
  type: 'tel',
  required: true,
  requiredMessage: 'phone_required',
  maxLength: TEXT_MAX,
  maxLengthMessage: 'too_long',
  pattern: patterns.digitsOnly,
  patternMessage: 'phone_digits',
  placeholder: 'phone.placeholder',
  autocomplete: 'tel',
};

export const emailField: FieldConfig<'email'> = {
  property: 'email',
  type: 'email',
  required: true,
  requiredMessage: 'email_required',
  maxLength: 254,
  maxLengthMessage: 'email_invalid',
  pattern: patterns.email,
  patternMessage: 'email_invalid',
  placeholder: 'email.placeholder',
  autocomplete: 'email',
};

export const passwordField: FieldConfig<'password'> = {
  property: 'password',
  type: 'password',
  required: true,
  requiredMessage: 'password_required',
  maxLength: TEXT_MAX,
  maxLengthMessage: 'too_long',
  placeholder: 'newPassword.placeholder',
  autocomplete: 'new-password',
};

export const rePasswordField: FieldConfig<'rePassword'> = {
  property: 'rePassword',
  type: 'password',
  required: true,
  requiredMessage: 're_password_required',
  maxLength: TEXT_MAX,
  maxLengthMessage: 'too_long',
  placeholder: 'rePassword.placeholder',
  autocomplete: 'new-password',
  dependencies: ['password'],
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

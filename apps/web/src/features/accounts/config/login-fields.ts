import type { FieldConfig } from '../utils/field-rules';

/** Login: username or email, and password, each required with its own message. */
export const loginFields: readonly FieldConfig<'username' | 'password'>[] = [
  {
    property: 'username',
    type: 'text',
    required: true,
    requiredMessage: 'login_username_required',
    maxLength: 254,
    maxLengthMessage: 'too_long',
    placeholder: 'username.placeholder',
    autocomplete: 'username',
  },
  {
    property: 'password',
    type: 'password',
    required: true,
    requiredMessage: 'password_required',
    placeholder: 'password.placeholder',
    autocomplete: 'current-password',
  },
];

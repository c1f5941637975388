import type { FieldConfig } from './field-config';

/** Login: username or email, and password, each required with its own message. */
export const loginFields: readonly FieldConfig<'username' | 'password'>[] = [
  {
    property: 'username',
    type: 'text',
    required: 'login_username_required',
    maxLength: { max: 254, message: 'too_long' },
    placeholder: 'username.placeholder',
    autocomplete: 'username',
  },
  {
    property: 'password',
    type: 'password',
    required: 'password_required',
    placeholder: 'password.placeholder',
    autocomplete: 'current-password',
  },
];

import { TEXT_MAX } from '@app/contracts/validation';
import type { FieldConfig } from './field-config';

/** Forgot password: username or email required. */
export const forgotPasswordFields: readonly FieldConfig<'userEmail'>[] = [
  {
    property: 'userEmail',
    type: 'text',
    required: 'reset_identity_required',
    maxLength: { max: 254, message: 'too_long' },
    placeholder: 'userEmail.placeholder',
    autocomplete: 'username',
  },
];

/** The new password from the reset mail's link, with the registration's password rules. */
export const resetPasswordFields: readonly FieldConfig<'password' | 'rePassword'>[] = [
  {
    property: 'password',
    type: 'password',
    required: 'password_required',
    maxLength: { max: TEXT_MAX, message: 'too_long' },
    placeholder: 'newPassword.placeholder',
    autocomplete: 'new-password',
  },
  {
    property: 'rePassword',
    type: 'password',
    required: 're_password_required',
    maxLength: { max: TEXT_MAX, message: 'too_long' },
    placeholder: 'rePassword.placeholder',
    autocomplete: 'new-password',
    sameAs: { field: 'password', message: 'password_mismatch' },
  },
];

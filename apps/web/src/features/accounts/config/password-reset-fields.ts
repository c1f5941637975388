import { TEXT_MAX } from '@app/contracts/validation';
import type { FieldConfig } from '../utils/field-rules';

/** Forgot password: username or email required. */
export const forgotPasswordFields: readonly FieldConfig<'userEmail'>[] = [
  {
    property: 'userEmail',
    type: 'text',
    required: true,
    requiredMessage: 'reset_identity_required',
    maxLength: 254,
    maxLengthMessage: 'too_long',
    placeholder: 'userEmail.placeholder',
    autocomplete: 'username',
  },
];

/** The new password from the reset mail's link, with the registration's password rules. */
export const resetPasswordFields: readonly FieldConfig<'password' | 'rePassword'>[] = [
  {
    property: 'password',
    type: 'password',
    required: true,
    requiredMessage: 'password_required',
    maxLength: TEXT_MAX,
    maxLengthMessage: 'too_long',
    placeholder: 'newPassword.placeholder',
    autocomplete: 'new-password',
  },
  {
    property: 'rePassword',
    type: 'password',
    required: true,
    requiredMessage: 're_password_required',
    maxLength: TEXT_MAX,
    maxLengthMessage: 'too_long',
    placeholder: 'rePassword.placeholder',
    autocomplete: 'new-password',
    dependencies: ['password'],
  },
];

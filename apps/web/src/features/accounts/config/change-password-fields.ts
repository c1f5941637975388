import { TEXT_MAX } from '@app/contracts/validation';
import type { FieldConfig } from '../utils/field-rules';

export const changePasswordFields: readonly FieldConfig<'oldPassword' | 'newPassword' | 'rePassword'>[] = [
  {
    property: 'oldPassword',
    type: 'password',
    required: true,
    requiredMessage: 'password_required',
    placeholder: 'oldPassword.placeholder',
    autocomplete: 'current-password',
  },
  {
    property: 'newPassword',
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
    dependencies: ['newPassword'],
  },
];

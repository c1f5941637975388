import { TEXT_MAX } from '@app/contracts/validation';
import type { FieldConfig } from './field-config';

export const changePasswordFields: readonly FieldConfig<'oldPassword' | 'newPassword' | 'rePassword'>[] = [
  {
    property: 'oldPassword',
    type: 'password',
    required: 'password_required',
    placeholder: 'oldPassword.placeholder',
    autocomplete: 'current-password',
  },
  {
    property: 'newPassword',
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
    sameAs: { field: 'newPassword', message: 'password_mismatch' },
  },
];

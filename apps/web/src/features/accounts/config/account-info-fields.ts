import { changeInfoBody } from '@app/contracts/accounts';
import { patterns } from '@app/contracts/validation';
import type { FieldConfig } from './field-config';
import { firstNameField, lastNameField, phoneField } from './register-fields';

/** A picture served by this site (its uploads path) or another over https, as the contract's avatar field takes it. */
export const avatarUrlField: FieldConfig<'avatar_url'> = {
  property: 'avatar_url',
  type: 'url',
  maxLength: { max: 2000, message: 'image_url_invalid' },
  patterns: [{ pattern: patterns.pictureUrl, message: 'image_url_https' }],
  placeholder: 'avatar_url.placeholder',
  autocomplete: 'photo',
};

/** The same name and phone rules as registration; the avatar is a link to a picture (no upload route in the API). */
export const accountInfoFields: readonly FieldConfig<'last_name' | 'first_name' | 'phone' | 'avatar_url'>[] = [
  lastNameField,
  firstNameField,
  phoneField,
  avatarUrlField,
];

export const accountInfoSchema = changeInfoBody;

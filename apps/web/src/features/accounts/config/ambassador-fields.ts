import { ambassadorRegisterBody } from '@app/contracts/ambassadors';
import { patterns, TEXT_MAX } from '@app/contracts/validation';
import type { FieldConfig } from './field-config';
import { avatarUrlField } from './account-info-fields';
import { emailField } from './register-fields';

export type AmbassadorTextField =
  | 'name'
  | 'phone'
  | 'email'
  | 'birthday'
  | 'avatar_url'
  | 'position'
  | 'website'
  | 'facebook_url'
  | 'zalo_url'
  | 'address'
  | 'introduction'
  | 'experience';

/** The ambassador profile of DOMAIN.md; the level and what it covers are chosen below these. */
export const ambassadorFields: readonly FieldConfig<AmbassadorTextField>[] = [
  {
    property: 'name',
    type: 'text',
    required: 'name_required',
    maxLength: { max: TEXT_MAX, message: 'too_long' },
    placeholder: 'name.placeholder',
    autocomplete: 'name',
  },
  {
    property: 'phone',
    type: 'tel',
    required: 'phone_required',
    patterns: [{ pattern: patterns.vietnamesePhone, message: 'phone_invalid' }],
    placeholder: 'phone.placeholder',
    autocomplete: 'tel',
  },
  emailField,
  {
    property: 'birthday',
    type: 'text',
    patterns: [{ pattern: patterns.date, message: 'date_invalid' }],
    placeholder: 'birthday.placeholder',
    autocomplete: 'bday',
  },
  avatarUrlField,
  {
    property: 'position',
    type: 'text',
    maxLength: { max: 255, message: 'text_max_255' },
    placeholder: 'position.placeholder',
    autocomplete: 'organization-title',
  },
  {
    property: 'website',
    type: 'url',
    maxLength: { max: 500, message: 'url_invalid' },
    patterns: [{ pattern: patterns.httpsUrl, message: 'url_https' }],
    placeholder: 'website.placeholder',
    autocomplete: 'url',
  },
  {
    property: 'facebook_url',
    type: 'url',
    maxLength: { max: 500, message: 'facebook_url_invalid' },
    patterns: [{ pattern: patterns.facebookUrl, message: 'facebook_url_invalid' }],
    placeholder: 'facebook_url.placeholder',
  },
  {
    property: 'zalo_url',
    type: 'url',
    maxLength: { max: 500, message: 'url_invalid' },
    patterns: [{ pattern: patterns.httpsUrl, message: 'url_https' }],
    placeholder: 'zalo_url.placeholder',
  },
  {
    property: 'address',
    type: 'text',
    maxLength: { max: 255, message: 'text_max_255' },
    placeholder: 'address.placeholder',
    autocomplete: 'street-address',
  },
  {
    property: 'introduction',
    type: 'textarea',
    maxLength: { max: 5000, message: 'text_max_5000' },
    placeholder: 'introduction.placeholder',
  },
  { property: 'experience', type: 'textarea', maxLength: { max: 5000, message: 'text_max_5000' }, placeholder: 'experience.placeholder' },
];

export const ambassadorSchema = ambassadorRegisterBody;

import { ambassadorRegisterBody } from '@app/contracts/ambassadors';
import { patterns, TEXT_MAX } from '@app/contracts/validation';
import type { FieldConfig } from '../utils/field-rules';
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
    required: true,
    requiredMessage: 'name_required',
    maxLength: TEXT_MAX,
    maxLengthMessage: 'too_long',
    placeholder: 'name.placeholder',
    autocomplete: 'name',
  },
  {
    property: 'phone',
    type: 'tel',
    required: true,
    requiredMessage: 'phone_required',
    pattern: patterns.vietnamesePhone,
    patternMessage: 'phone_invalid',
    placeholder: 'phone.placeholder',
    autocomplete: 'tel',
  },
  emailField,
  {
    property: 'birthday',
    type: 'text',
    pattern: patterns.date,
    patternMessage: 'date_invalid',
    placeholder: 'birthday.placeholder',
    autocomplete: 'bday',
  },
  avatarUrlField,
  {
    property: 'position',
    type: 'text',
    maxLength: 255,
    maxLengthMessage: 'text_max_255',
    placeholder: 'position.placeholder',
    autocomplete: 'organization-title',
  },
  {
    property: 'website',
    type: 'url',
    maxLength: 500,
    maxLengthMessage: 'url_invalid',
    pattern: patterns.httpsUrl,
    patternMessage: 'url_https',
    placeholder: 'website.placeholder',
    autocomplete: 'url',
  },
  {
    property: 'facebook_url',
    type: 'url',
    maxLength: 500,
    maxLengthMessage: 'facebook_url_invalid',
    pattern: patterns.facebookUrl,
    patternMessage: 'facebook_url_invalid',
    placeholder: 'facebook_url.placeholder',
  },
  {
    property: 'zalo_url',
    type: 'url',
    maxLength: 500,
    maxLengthMessage: 'url_invalid',
    pattern: patterns.httpsUrl,
    patternMessage: 'url_https',
    placeholder: 'zalo_url.placeholder',
  },
  {
    property: 'address',
    type: 'text',
    maxLength: 255,
    maxLengthMessage: 'text_max_255',
    placeholder: 'address.placeholder',
    autocomplete: 'street-address',
  },
  {
    property: 'introduction',
    type: 'textarea',
    maxLength: 5000,
    maxLengthMessage: 'text_max_5000',
    placeholder: 'introduction.placeholder',
  },
  { property: 'experience', type: 'textarea', maxLength: 5000, maxLengthMessage: 'text_max_5000', placeholder: 'experience.placeholder' },
];

export const ambassadorSchema = ambassadorRegisterBody;

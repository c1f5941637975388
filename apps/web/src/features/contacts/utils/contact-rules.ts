import { patterns, TEXT_MAX } from '@app/contracts/validation';
import type { TextRule } from '@/lib/text-rules';

/** The contracts' MESSAGE_MAX, repeated so the browser needs no schema for it; a test keeps them equal. */
export const CONTACT_MESSAGE_MAX = 2000;

const email: TextRule = {
  required: 'email_required',
  maxLength: { max: 254, message: 'email_invalid' },
  patterns: [{ pattern: patterns.email, message: 'email_invalid' }],
};

const mobilePhone: TextRule = {
  required: 'phone_required',
  maxLength: { max: TEXT_MAX, message: 'too_long' },
  patterns: [
    { pattern: patterns.digitsOnly, message: 'phone_digits' },
    { pattern: patterns.vietnamesePhone, message: 'phone_invalid' },
  ],
};

/** The contact form's rules, as `contactRequestBody` of the contracts says them. */
export const contactRules = {
  lastName: { required: 'last_name_required', maxLength: { max: TEXT_MAX, message: 'last_name_too_long' } },
  firstName: { required: 'first_name_required', maxLength: { max: TEXT_MAX, message: 'first_name_too_long' } },
  email,
  phoneNumber: mobilePhone,
  message: { maxLength: { max: CONTACT_MESSAGE_MAX, message: 'message_too_long' } },
} satisfies Record<string, TextRule>;

/** The community sign-up's rules, as `communitySignupBody` says them. */
export const communityRules = {
  name: { required: 'name_required', maxLength: { max: TEXT_MAX, message: 'too_long' } },
  phoneNumber: mobilePhone,
  email,
} satisfies Record<string, TextRule>;

/** The newsletter sign-up's rule, as `subscribeMailBody` says it. */
export const subscribeRules = { email } satisfies Record<string, TextRule>;

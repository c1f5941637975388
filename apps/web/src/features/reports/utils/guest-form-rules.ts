import { patterns, TEXT_MAX } from '@app/contracts/validation';
import type { TextRule } from '@/lib/text-rules';

/** The guest free-download form's rules, as `freeDownloadBody` of the contracts says them. */
export const guestFormRules = {
  full_name: { required: 'name_required', maxLength: { max: TEXT_MAX, message: 'too_long' } },
  email: {
    required: 'email_required',
    maxLength: { max: 254, message: 'email_invalid' },
    patterns: [{ pattern: patterns.email, message: 'email_invalid' }],
  },
  phone_number: {
    required: 'phone_required',
    maxLength: { max: TEXT_MAX, message: 'too_long' },
    patterns: [{ pattern: patterns.digitsOnly, message: 'phone_digits' }],
  },
} satisfies Record<string, TextRule>;

import type { TextRule } from '@/lib/text-rules';
import { REVIEW_TEXT_MAX } from './review-limits';

/** A review's or reply's text, as `reviewBody` and `replyBody` of the contracts say it. */
export const reviewTextRules = {
  content: { required: 'review_content_required', maxLength: { max: REVIEW_TEXT_MAX, message: 'review_content_too_long' } },
} satisfies Record<string, TextRule>;

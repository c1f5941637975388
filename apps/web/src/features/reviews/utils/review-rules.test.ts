import { describe, expect, it } from 'vitest';
import { replyBody, reviewBody } from '@app/contracts/reviews';
import { textError } from '../../../lib/text-rules';
import { reviewTextRules } from './review-rules';

const samples = ['', '   ', 'Hữu ích', ' Rất đầy đủ ', 'x'.repeat(2000), 'x'.repeat(2001)];

describe('review text rules', () => {
  it('give the contracts’ verdicts for reviews and replies', () => {
    for (const [schema, valid] of [
      [reviewBody, { report_id: 1, rating: 5 }],
      [replyBody, { review_id: 1 }],
    ] as const) {
      for (const content of samples) {
        const parsed = schema.safeParse({ ...valid, content });
        const expected = parsed.success ? null : (parsed.error.issues.find((issue) => issue.path[0] === 'content')?.message ?? null);
        expect(textError(reviewTextRules.content, content), `"${content.slice(0, 20)}"`).toBe(expected);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { REPLY_PAGE_SIZE, REVIEW_CONTENT_MAX, REVIEW_PAGE_SIZE } from '@app/contracts/reviews';
import { REPLIES_PER_PAGE, REVIEW_TEXT_MAX, REVIEWS_PER_PAGE } from './review-limits';

describe('review limits', () => {
  it('are the contracts’ (9 reviews a page)', () => {
    expect([REVIEWS_PER_PAGE, REPLIES_PER_PAGE, REVIEW_TEXT_MAX]).toEqual([REVIEW_PAGE_SIZE, REPLY_PAGE_SIZE, REVIEW_CONTENT_MAX]);
    expect(REVIEWS_PER_PAGE).toBe(9);
  });
});

import { z } from 'zod';
import { optionalId, pagingFields, requiredId } from './list-query.ts';
import { pageSchema } from './envelope.ts';
import type { Locale } from './locale.ts';
import { defineEndpoint, timestamp } from './endpoint.ts';

/** Reviews come 9 at a time, as the product's pages list them. */
export const REVIEW_PAGE_SIZE = 9;
export const REPLY_PAGE_SIZE = 50;
export const REVIEW_CONTENT_MAX = 2000;

export const reviewAuthorSchema = z.object({ id: z.number().int(), name: z.string(), avatar_url: z.string().nullable() });

export const reviewSchema = z.object({
  id: z.number().int(),
  report: z.object({ id: z.number().int(), title: z.string(), permalink: z.string() }),
  rating: z.number().int(),
  content: z.string(),
  created_at: timestamp,
  author: reviewAuthorSchema,
  reply_count: z.number().int(),
});
export type Review = z.infer<typeof reviewSchema>;

export const ratingSummarySchema = z.object({
  count: z.number().int(),
  /** One decimal; null while nobody has rated. */
  average: z.number().nullable(),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars. */
  stars: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewPageSchema = pageSchema(reviewSchema).extend({ summary: ratingSummarySchema });

/** Without `report_id`: the latest reviews of every report, as the home page shows them. */
export const reviewListQuery = z.strictObject({ report_id: optionalId, ...pagingFields(REVIEW_PAGE_SIZE, 50) });

export const replySchema = z.object({
  id: z.number().int(),
  review_id: z.number().int(),
  /** The reply this one answers; null for a direct reply to the review. */
  parent_id: z.number().int().nullable(),
  content: z.string(),
  created_at: timestamp,
  /** Staff answering in the shop's name: the author is then the shop. */
  from_shop: z.boolean(),
  author: reviewAuthorSchema,
});
export type Reply = z.infer<typeof replySchema>;

export const replyListQuery = z.strictObject({ review_id: requiredId, ...pagingFields(REPLY_PAGE_SIZE, 100) });

export const reviewCheckQuery = z.strictObject({ report_id: requiredId });
export const reviewCheckSchema = z.object({ reviewed: z.boolean(), can_review: z.boolean(), review_id: z.number().int().nullable() });

/** Plain text, trimmed, at most 2000 characters. */
const reviewText = z
  .string({ error: 'review_content_required' })
  .trim()
  .min(1, 'review_content_required')
  .max(REVIEW_CONTENT_MAX, 'review_content_too_long');

export const reviewBody = z.strictObject({
  report_id: requiredId,
  rating: z.coerce.number({ error: 'rating_invalid' }).int('rating_invalid').min(1, 'rating_invalid').max(5, 'rating_invalid'),
  content: reviewText,
});

export const replyBody = z.strictObject({ review_id: requiredId, parent_id: optionalId, content: reviewText });

export const reviewMessages = {
  reviewed: { vi: 'Cảm ơn bạn đã đánh giá!', en: 'Thank you for your review!' },
  replied: { vi: 'Đã gửi phản hồi.', en: 'Your reply was posted.' },
} as const satisfies Record<string, Record<Locale, string>>;

export const reviewEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/public/review/all',
    access: 'public',
    summary: 'Reviews of a report (or of all reports), 9 per page, with the rating summary',
    query: reviewListQuery,
    reply: reviewPageSchema,
  }),
  replies: defineEndpoint({
    method: 'GET',
    path: '/v1/public/sub-review/all',
    access: 'public',
    summary: 'Replies to a review in writing order; `parent_id` threads them',
    query: replyListQuery,
    reply: pageSchema(replySchema),
  }),
  check: defineEndpoint({
    method: 'GET',
    path: '/v1/review/check',
    access: 'user',
    summary: 'Whether the caller already reviewed a report, and may review it',
    query: reviewCheckQuery,
    reply: reviewCheckSchema,
  }),
  post: defineEndpoint({
    method: 'POST',
    path: '/v1/review',
    access: 'user',
    summary: 'Review a report: 1 to 5 stars and a text, once per report',
    body: reviewBody,
    reply: reviewSchema,
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/v1/sub-review',
    access: 'user',
    summary: 'Reply to a review or to one of its replies',
    body: replyBody,
    reply: replySchema,
  }),
};

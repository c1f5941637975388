import { z } from 'zod';
import { adminSearchQuery, ADMIN_PAGE_SIZE_MAX } from './admin-users.ts';
import { defineEndpoint, timestamp } from './endpoint.ts';
import { pageSchema } from './envelope.ts';
import type { Locale } from './locale.ts';
import { keywordField, pageNumberField, pageSizeField, requiredId } from './list-query.ts';
import { optionalDay } from './orders.ts';
import { REVIEW_CONTENT_MAX } from './reviews.ts';

/** A hidden review or reply stays for staff and leaves the public pages. */
export const reviewStatuses = ['visible', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

export const adminReviewSearchQuery = adminSearchQuery(['id', 'created_at', 'rating'], 'id,desc');

/**
 * `report` matches the report's title, `keyword` the review's text and its author (username, email,
 * name), both with or without diacritics; days are counted in Vietnam time.
 */
export const adminReviewSearchBody = z.preprocess(
  (value) => value ?? {},
  z
    .strictObject({
      report: keywordField,
      keyword: keywordField,
      rating: z.preprocess(
        blank,
        z.coerce.number({ error: 'rating_invalid' }).int('rating_invalid').min(1, 'rating_invalid').max(5, 'rating_invalid').optional(),
      ),
      status: z.preprocess(blank, z.enum(reviewStatuses, { error: 'invalid' }).optional()),
      from: optionalDay,
      to: optionalDay,
    })
    .refine((body) => !body.from || !body.to || body.from <= body.to, { message: 'date_range_invalid', path: ['to'] }),
);
export type AdminReviewFilter = z.output<typeof adminReviewSearchBody>;

const person = z.object({ id: z.number().int(), username: z.string(), name: z.string() });

export const adminReviewSchema = z.object({
  id: z.number().int(),
  report: z.object({ id: z.number().int(), title: z.string(), permalink: z.string() }),
  author: person,
  rating: z.number().int(),
  content: z.string(),
  status: z.enum(reviewStatuses),
  /** Every reply, hidden ones included. */
  reply_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReplySchema = z.object({
  id: z.number().int(),
  review_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  author: person,
  /** Written by staff in the shop's name; the public sees the shop as its author. */
  from_shop: z.boolean(),
  content: z.string(),
  status: z.enum(reviewStatuses),
  created_at: timestamp,
});
export type AdminReply = z.infer<typeof adminReplySchema>;

export const reviewIdParam = z.strictObject({ id: requiredId });

export const reviewChangeStatusQuery = z.strictObject({
  id: requiredId,
  status: z.preprocess(blank, z.enum(reviewStatuses, { error: 'status_change_required' })),
});

export const adminReplyListQuery = z.strictObject({
  page: pageNumberField,
  page_size: pageSizeField(ADMIN_PAGE_SIZE_MAX, ADMIN_PAGE_SIZE_MAX),
});

/** Plain text like a customer's reply, trimmed, at most 2000 characters. */
export const shopReplyBody = z.strictObject({
  content: z
    .string({ error: 'review_content_required' })
    .trim()
    .min(1, 'review_content_required')
    .max(REVIEW_CONTENT_MAX, 'review_content_too_long'),
});
export type ShopReplyInput = z.output<typeof shopReplyBody>;

export const adminReviewMessages = {
  shown: { vi: 'Đã hiển thị lại.', en: 'It is shown again.' },
  hidden: { vi: 'Đã ẩn khỏi trang công khai.', en: 'It is hidden from the public pages.' },
  replied: { vi: 'Đã trả lời với tư cách cửa hàng.', en: 'Replied as the shop.' },
  deleted: { vi: 'Đã xóa.', en: 'Deleted.' },
} as const satisfies Record<string, Record<Locale, string>>;

const access = { permission: 'report-manage/review' } as const;

export const adminReviewEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/review/search',
    access,
    summary: 'Every review, hidden ones included, by report, text or author, rating, status and Vietnam days',
    query: adminReviewSearchQuery,
    body: adminReviewSearchBody,
    reply: pageSchema(adminReviewSchema),
  }),
  replies: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/review/:id/replies',
    access,
    summary: 'Every reply to a review, hidden ones included, in writing order',
    params: reviewIdParam,
    query: adminReplyListQuery,
    reply: pageSchema(adminReplySchema),
  }),
  changeStatus: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/review/change-status',
    access,
    summary: 'Hide a review from the public pages or show it again',
    query: reviewChangeStatusQuery,
    reply: adminReviewSchema,
  }),
  changeReplyStatus: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/sub-review/change-status',
    access,
    summary: 'Hide a reply from the public pages or show it again',
    query: reviewChangeStatusQuery,
    reply: adminReplySchema,
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/review/:id/reply',
    access,
    summary: 'Reply to a review in the shop’s name',
    params: reviewIdParam,
    body: shopReplyBody,
    reply: adminReplySchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/v1/admin/review/:id',
    access,
    summary: 'Delete a review (spam) with its replies',
    params: reviewIdParam,
    reply: adminReviewSchema,
  }),
  removeReply: defineEndpoint({
    method: 'DELETE',
    path: '/v1/admin/sub-review/:id',
    access,
    summary: 'Delete a reply (spam) with the replies that answer it',
    params: reviewIdParam,
    reply: adminReplySchema,
  }),
};

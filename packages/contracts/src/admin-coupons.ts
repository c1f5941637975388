import { z } from 'zod';
import { adminSearchQuery, ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX } from './admin-users.ts';
import { couponCode } from './cart.ts';
import { defineEndpoint, timestamp } from './endpoint.ts';
import { pageSchema } from './envelope.ts';
import { keywordField, optionalFlag, pageNumberField, pageSizeField, requiredId } from './list-query.ts';
import { orderStatuses } from './orders.ts';
import { booleanQuery } from './paging.ts';

/** A coupon takes a percentage off (capped by `max_discount` when set) or a fixed amount in đồng. */
export const couponDiscountTypes = ['percent', 'amount'] as const;
export type CouponDiscountType = (typeof couponDiscountTypes)[number];

const MONEY_MAX = 1_000_000_000_000;
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const money = z.coerce.number({ error: 'invalid_number' }).int('invalid_number').min(0, 'invalid_number').max(MONEY_MAX, 'too_big');
const positive = z.coerce.number({ error: 'invalid_number' }).int('invalid_number').min(1, 'invalid_number').max(1_000_000_000, 'too_big');
const moment = z.preprocess(blank, z.iso.datetime({ offset: true, error: 'moment_invalid' }).optional());
const optionalText = (max: number) =>
  z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(max, 'text_max_255')
      .transform((value) => value || null)
      .optional(),
  );

export const couponBody = z
  .strictObject({
    code: couponCode,
    description: optionalText(255),
    discount_type: z.enum(couponDiscountTypes, { error: 'coupon_discount_type_invalid' }),
    /** Percent from 1 to 100, or whole đồng. */
    discount_value: positive.max(MONEY_MAX, 'too_big'),
    max_discount: z.preprocess(blank, positive.optional()),
    min_order_total: z.preprocess(blank, money.default(0)),
    /** ISO 8601 moments with an offset; blank means no bound. */
    valid_from: moment,
    valid_until: moment,
    /** How many orders may use it in all, and per buyer; blank means no cap. */
    total_limit: z.preprocess(blank, positive.optional()),
    per_user_limit: z.preprocess(blank, positive.optional()),
    active: z.boolean({ error: 'invalid' }).default(true),
  })
  .superRefine((body, context) => {
    if (body.discount_type === 'percent' && body.discount_value > 100) {
      context.addIssue({ code: 'custom', path: ['discount_value'], message: 'coupon_percent_invalid' });
    }
    if (body.valid_from && body.valid_until && Date.parse(body.valid_from) >= Date.parse(body.valid_until)) {
      context.addIssue({ code: 'custom', path: ['valid_until'], message: 'date_range_invalid' });
    }
    if (body.total_limit !== undefined && body.per_user_limit !== undefined && body.per_user_limit > body.total_limit) {
      context.addIssue({ code: 'custom', path: ['per_user_limit'], message: 'coupon_per_user_limit_invalid' });
    }
  });
export type CouponInput = z.output<typeof couponBody>;

export const adminCouponSearchQuery = adminSearchQuery(['id', 'created_at', 'code', 'used_count', 'valid_until'], 'id,desc');

export const couponStates = ['running', 'upcoming', 'expired', 'used_up'] as const;

/** `keyword` matches the code and the description. */
export const adminCouponSearchBody = z.preprocess(
  (value) => value ?? {},
  z.strictObject({
    keyword: keywordField,
    active: optionalFlag,
    discount_type: z.preprocess(blank, z.enum(couponDiscountTypes, { error: 'invalid' }).optional()),
    /** Where the coupon stands now: within its window, not started, past it, or at its total cap. */
    state: z.preprocess(blank, z.enum(couponStates, { error: 'invalid' }).optional()),
  }),
);

export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string().nullable(),
  discount_type: z.enum(couponDiscountTypes),
  discount_value: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_order_total: z.number().int(),
  valid_from: timestamp.nullable(),
  valid_until: timestamp.nullable(),
  total_limit: z.number().int().nullable(),
  per_user_limit: z.number().int().nullable(),
  /** Orders holding it now: a cancelled unpaid order gives its use back. */
  used_count: z.number().int(),
  active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const couponIdParam = z.strictObject({ id: requiredId });

export const couponChangeActiveQuery = z.strictObject({
  id: requiredId,
  active: z.preprocess(blank, z.union([z.boolean(), booleanQuery], { error: 'invalid' })),
});

export const couponUsageQuery = z.strictObject({ page: pageNumberField, page_size: pageSizeField(ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX) });

/** One order that used the coupon, newest first. */
export const couponUsageSchema = z.object({
  id: z.number().int(),
  order: z.object({
    id: z.number().int(),
    code: z.string(),
    status: z.enum(orderStatuses),
    discount: z.number().int(),
    total: z.number().int(),
  }),
  user: z.object({ id: z.number().int(), username: z.string(), email: z.string() }),
  created_at: timestamp,
  /** When a cancelled unpaid order gave the use back. */
  released_at: timestamp.nullable(),
});
export type CouponUsage = z.infer<typeof couponUsageSchema>;

export const couponUsagePageSchema = pageSchema(couponUsageSchema).extend({
  /** Distinct buyers holding a use now. */
  buyers: z.number().int(),
});

const access = { permission: 'report-manage/coupon' } as const;

export const adminCouponEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/coupon/search',
    access,
    summary: 'Coupons by code or description, active flag, discount type and where they stand now',
    query: adminCouponSearchQuery,
    body: adminCouponSearchBody,
    reply: pageSchema(adminCouponSchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/coupon/:id',
    access,
    summary: 'One coupon',
    params: couponIdParam,
    reply: adminCouponSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/coupon',
    access,
    summary: 'Create a coupon; the code is stored in capitals and must be new',
    body: couponBody,
    reply: adminCouponSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/coupon/:id',
    access,
    summary: 'Replace a coupon; caps may not go under the uses already made',
    params: couponIdParam,
    body: couponBody,
    reply: adminCouponSchema,
  }),
  changeActive: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/coupon/change-active',
    access,
    summary: 'Deactivate or reactivate a coupon',
    query: couponChangeActiveQuery,
    reply: adminCouponSchema,
  }),
  usage: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/coupon/:id/usage',
    access,
    summary: 'The orders that used a coupon and by whom, newest first',
    params: couponIdParam,
    query: couponUsageQuery,
    reply: couponUsagePageSchema,
  }),
};

import { z } from 'zod';
import type { Locale } from './locale.ts';
import { requiredId } from './list-query.ts';
import { defineEndpoint, timestamp } from './endpoint.ts';
import { idParam } from './paging.ts';

/** A cart holds at most this many items; a local cart posted at login is cut to the same size. */
export const CART_MAX_ITEMS = 50;

/** One package of one report, as the cart and a buy-now order name it (`type_id` is the package). */
export const cartItemInput = z.strictObject({ report_id: requiredId, type_id: requiredId });
export type CartItemInput = z.infer<typeof cartItemInput>;

export const cartItemsBody = z.strictObject({
  items: z.array(cartItemInput, { error: 'required' }).max(CART_MAX_ITEMS, 'too_big'),
});

export const updateCartItemBody = z
  .strictObject({ selected: z.boolean({ error: 'invalid' }).optional(), type_id: requiredId.optional() })
  .refine((body) => body.selected !== undefined || body.type_id !== undefined, { message: 'cart_change_required' });

/**
 * Why an item left a cart or cannot be bought: a higher package of the same report is in the cart,
 * the buyer already owns the package (or a higher one), the report no longer sells it, or it is free.
 */
export const cartIssues = ['superseded', 'owned', 'unavailable', 'free'] as const;
export type CartIssue = (typeof cartIssues)[number];

export const cartIssueMessages: Record<CartIssue, Record<Locale, string>> = {
  superseded: {
    vi: 'Gói cao hơn của báo cáo này đã có trong giỏ hàng nên gói thấp hơn được bỏ qua.',
    en: 'A higher package of this report is in the cart, so the lower one was left out.',
  },
  owned: {
    vi: 'Bạn đã sở hữu gói này (hoặc gói cao hơn) của báo cáo, không cần mua lại.',
    en: 'You already own this package (or a higher one) of the report; there is no need to buy it again.',
  },
  unavailable: { vi: 'Gói báo cáo này hiện không được bán.', en: 'This report package is not on sale.' },
  free: {
    vi: 'Gói miễn phí không cần mua, vui lòng nhận qua biểu mẫu tải miễn phí.',
    en: 'The free package is not sold; please get it through the free download form.',
  },
};

const reportRef = z.object({
  id: z.number().int(),
  title: z.string(),
  title_en: z.string().nullable(),
  permalink: z.string(),
  cover_url: z.string().nullable(),
});

const packageRef = z.object({ id: z.number().int(), name: z.string(), name_en: z.string().nullable(), level: z.number().int() });

/** A package of a report with the server's price, as the cart and the anonymous pricing show it. */
export const pricedItemSchema = z.object({
  report_id: z.number().int(),
  type_id: z.number().int(),
  report: reportRef,
  package: packageRef,
  price: z.number().int(),
  original_price: z.number().int(),
});
export type PricedItem = z.infer<typeof pricedItemSchema>;

export const droppedItemSchema = z.object({
  report_id: z.number().int(),
  type_id: z.number().int(),
  reason: z.enum(cartIssues),
  message: z.string(),
});
export type DroppedItem = z.infer<typeof droppedItemSchema>;

export const cartItemSchema = pricedItemSchema.extend({
  id: z.number().int(),
  selected: z.boolean(),
  /** Null while the item can be bought; otherwise why it cannot (owned meanwhile, off sale). */
  issue: z.enum(['owned', 'unavailable']).nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  count: z.number().int(),
  /** Sum over the selected items that can be bought. */
  subtotal: z.number().int(),
  original_subtotal: z.number().int(),
  /** What the last change left out, and why; empty when nothing was. */
  dropped: z.array(droppedItemSchema),
});
export type Cart = z.infer<typeof cartSchema>;

export const publicCartSchema = z.object({
  items: z.array(pricedItemSchema),
  subtotal: z.number().int(),
  original_subtotal: z.number().int(),
  dropped: z.array(droppedItemSchema),
});
export type PublicCart = z.infer<typeof publicCartSchema>;

/** Coupon codes are matched without regard to case and surrounding spaces. */
export const couponCode = z
  .string({ error: 'coupon_code_invalid' })
  .trim()
  .min(1, 'coupon_code_invalid')
  .max(64, 'coupon_code_invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'coupon_code_invalid')
  .transform((code) => code.toUpperCase());

export const couponParams = z.strictObject({ code: couponCode });

export const couponCheckQuery = z.strictObject({
  total: z.coerce
    .number({ error: 'invalid_number' })
    .int('invalid_number')
    .min(0, 'invalid_number')
    .max(1_000_000_000_000, 'too_big')
    .optional(),
});

export const discountTypes = ['percent', 'amount'] as const;

export const couponCheckSchema = z.object({
  code: z.string(),
  description: z.string().nullable(),
  discount_type: z.enum(discountTypes),
  /** Percent (1 to 100) or whole đồng. */
  discount_value: z.number().int(),
  max_discount: z.number().int().nullable(),
  min_order_total: z.number().int(),
  valid_until: timestamp.nullable(),
  /** For the `total` asked about; null when no total was given. */
  discount: z.number().int().nullable(),
  total_after_discount: z.number().int().nullable(),
});
export type CouponCheck = z.infer<typeof couponCheckSchema>;

export const cartEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/cart',
    access: 'user',
    summary: 'The signed-in user’s cart, priced now',
    reply: cartSchema,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/v1/cart',
    access: 'user',
    summary: 'Add a package of a report; a higher package of the same report replaces a lower one',
    body: cartItemInput,
    reply: cartSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/v1/cart/:id',
    access: 'user',
    summary: 'Select or unselect an item, or change its package',
    params: idParam,
    body: updateCartItemBody,
    reply: cartSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/v1/cart/:id',
    access: 'user',
    summary: 'Remove an item from the cart',
    params: idParam,
    reply: cartSchema,
  }),
  merge: defineEndpoint({
    method: 'POST',
    path: '/v1/cart/merge',
    access: 'user',
    summary: 'Move the browser’s cart into the server cart at login',
    body: cartItemsBody,
    reply: cartSchema,
  }),
  price: defineEndpoint({
    method: 'POST',
    path: '/v1/public/cart',
    access: 'public',
    summary: 'Price a visitor’s cart with the server’s prices and rules',
    body: cartItemsBody,
    reply: publicCartSchema,
  }),
  checkCoupon: defineEndpoint({
    method: 'GET',
    path: '/v1/public/coupon/:code',
    access: 'public',
    summary: 'The discount of a coupon on a total, or why it cannot be used (with a bearer, also the per-user cap)',
    params: couponParams,
    query: couponCheckQuery,
    reply: couponCheckSchema,
  }),
};

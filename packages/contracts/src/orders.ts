import { z } from 'zod';
import { adminSearchQuery } from './admin-users.ts';
import { cartItemInput, couponCode } from './cart.ts';
import { entityId, keywordField, pageNumberField, pageSizeField, requiredId } from './list-query.ts';
import { sortParam } from './paging.ts';
import { defineEndpoint, timestamp } from './endpoint.ts';
import { pageSchema } from './envelope.ts';

export const paymentMethods = ['coupon', 'bank_transfer', 'momo'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const orderStatuses = ['pending', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const ORDER_MAX_ITEMS = 50;
export const ORDER_HISTORY_PAGE_SIZE = 10;
/** Purchased reports come six to a page, like every report list. */
export const PURCHASED_PAGE_SIZE = 6;

/** From the selected cart items or one buy-now item, never both. */
export const placeOrderBody = z
  .strictObject({
    items: z.array(entityId, { error: 'order_items_required' }).min(1, 'order_items_required').max(ORDER_MAX_ITEMS, 'too_big').optional(),
    buy_now: cartItemInput.optional(),
    payment_method: z.enum(paymentMethods, { error: 'payment_method_invalid' }),
    coupon_code: couponCode.optional(),
  })
  .superRefine((body, context) => {
    if ((body.items === undefined) === (body.buy_now === undefined)) {
      context.addIssue({ code: 'custom', path: ['items'], message: 'order_items_required' });
    }
    if (body.payment_method === 'coupon' && body.coupon_code === undefined) {
      context.addIssue({ code: 'custom', path: ['coupon_code'], message: 'coupon_code_required' });
    }
  });
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

/** A client's own key for one order attempt: a retry with the same key gets the first answer. */
export const idempotencyKey = z
  .string()
  .trim()
  .min(1, 'idempotency_key_invalid')
  .max(128, 'idempotency_key_invalid')
  .regex(/^[\x21-\x7e]+$/, 'idempotency_key_invalid');

export const placeOrderHeaders = z.object({ 'idempotency-key': idempotencyKey.optional() });

export const orderItemSchema = z.object({
  id: z.number().int(),
  report_id: z.number().int(),
  report_title: z.string(),
  report_permalink: z.string(),
  package_id: z.number().int(),
  package_name: z.string(),
  package_level: z.number().int(),
  price: z.number().int(),
});

/** Where to send a bank transfer, with the VietQR payload a banking app scans. */
export const bankTransferSchema = z.object({
  bank_name: z.string(),
  bank_bin: z.string(),
  bank_account_number: z.string(),
  bank_account_name: z.string(),
  amount: z.number().int(),
  transfer_syntax: z.string(),
  vietqr: z.string(),
});
export type BankTransferDetails = z.infer<typeof bankTransferSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(orderStatuses),
  paid: z.boolean(),
  payment_method: z.enum(paymentMethods),
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  coupon_code: z.string().nullable(),
  created_at: timestamp,
  paid_at: timestamp.nullable(),
  cancelled_at: timestamp.nullable(),
  items: z.array(orderItemSchema),
  /** For a bank transfer: the account, the amount and the syntax to write; null otherwise. */
  bank_transfer: bankTransferSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderIdParam = z.strictObject({ id: requiredId });

export const orderHistoryQuery = z.strictObject({
  page: pageNumberField,
  page_size: pageSizeField(ORDER_HISTORY_PAGE_SIZE, 50),
  sort: sortParam(['id', 'created_at'], 'id,desc'),
});

export const purchasedReportsBody = z
  .strictObject({ page: pageNumberField, page_size: pageSizeField(PURCHASED_PAGE_SIZE, 50) })
  .default({ page: 1, page_size: PURCHASED_PAGE_SIZE });

export const purchasedReportSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_en: z.string().nullable(),
  permalink: z.string(),
  cover_url: z.string().nullable(),
  published_on: z.string().nullable(),
  purchased_at: timestamp,
  packages: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      name_en: z.string().nullable(),
      level: z.number().int(),
      order_code: z.string().nullable(),
      granted_at: timestamp,
    }),
  ),
});
export type PurchasedReport = z.infer<typeof purchasedReportSchema>;

const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'day_invalid')
  .refine(
    (day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    'day_invalid',
  );
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A day as `yyyy-mm-dd`, counted in Vietnam time; blank means no bound. */
export const optionalDay = z.preprocess(blank, isoDay.optional());
export const requiredDay = z.preprocess(blank, isoDay);

export const adminOrderSearchQuery = adminSearchQuery(['id', 'created_at', 'total', 'paid_at'], 'id,desc');

export const adminOrderSearchBody = z
  .strictObject({
    code: keywordField,
    status: z.preprocess(blank, z.enum(orderStatuses, { error: 'invalid' }).optional()),
    payment_method: z.preprocess(blank, z.enum(paymentMethods, { error: 'payment_method_invalid' }).optional()),
    /** Username, email, phone or name of the buyer. */
    keyword: keywordField,
    from: optionalDay,
    to: optionalDay,
  })
  .refine((body) => !body.from || !body.to || body.from <= body.to, { message: 'date_range_invalid', path: ['to'] })
  .default({});

export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(orderStatuses),
  paid: z.boolean(),
  payment_method: z.enum(paymentMethods),
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  coupon_code: z.string().nullable(),
  transfer_syntax: z.string().nullable(),
  item_count: z.number().int(),
  created_at: timestamp,
  paid_at: timestamp.nullable(),
  user: z.object({ id: z.number().int(), username: z.string(), email: z.string(), full_name: z.string(), phone: z.string().nullable() }),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderDetailSchema = orderSchema.extend({
  user: adminOrderRowSchema.shape.user,
  transfer_syntax: z.string().nullable(),
  note: z.string().nullable(),
  confirmed_by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  momo_transactions: z.array(
    z.object({
      id: z.number().int(),
      momo_order_id: z.string(),
      amount: z.number().int(),
      status: z.string(),
      result_code: z.number().int().nullable(),
      trans_id: z.string().nullable(),
      created_at: timestamp,
    }),
  ),
  bank_transfers: z.array(
    z.object({
      id: z.number().int(),
      source: z.string(),
      bank_reference: z.string().nullable(),
      amount: z.number().int(),
      memo: z.string().nullable(),
      created_at: timestamp,
    }),
  ),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** Staff confirm a bank transfer (pending to paid) or cancel an unpaid order (pending to cancelled); nothing else. */
export const changeOrderStatusBody = z.strictObject({
  id: requiredId,
  /** Any status may be asked for; only the moves of the order's state machine are made. */
  status: z.enum(orderStatuses, { error: 'status_change_required' }),
  note: z.preprocess(blank, z.string().trim().max(2000, 'message_too_long').optional()),
});

export const orderEndpoints = {
  place: defineEndpoint({
    method: 'POST',
    path: '/v1/orders',
    access: 'user',
    summary: 'Place an order from selected cart items or one buy-now item; an Idempotency-Key header replays the first answer',
    headers: placeOrderHeaders,
    body: placeOrderBody,
    reply: orderSchema,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/v1/orders/history',
    access: 'user',
    summary: 'The caller’s orders with their items, newest first',
    query: orderHistoryQuery,
    reply: pageSchema(orderSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/orders/:id',
    access: 'user',
    summary: 'One of the caller’s orders (with the bank transfer details while it waits)',
    params: orderIdParam,
    reply: orderSchema,
  }),
  // Listed with the public report lists, but it is the caller's own list.
  purchased: defineEndpoint({
    method: 'POST',
    path: '/v1/public/reports/purchased',
    access: 'user',
    summary: 'The caller’s purchased reports with the packages they own, six to a page',
    body: purchasedReportsBody,
    reply: pageSchema(purchasedReportSchema),
  }),
};

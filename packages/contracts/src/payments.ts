import { z } from 'zod';
import { adminSearchQuery } from './admin-users.ts';
import { keywordField, requiredId } from './list-query.ts';
import { optionalDay } from './orders.ts';
import { defineEndpoint, timestamp } from './endpoint.ts';

export const momoTransactionStatuses = ['created', 'paid', 'failed'] as const;

/** Where MoMo sends the buyer back; it must be a page of this shop. */
export const momoCreateQuery = z.strictObject({
  callback_url: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ error: 'callback_url_invalid' }).max(2000, 'callback_url_invalid').optional(),
  ),
});

export const momoCreateBody = z.strictObject({ order_id: requiredId });

export const momoPaymentSchema = z.object({
  order_id: z.number().int(),
  order_code: z.string(),
  momo_order_id: z.string(),
  amount: z.number().int(),
  pay_url: z.string(),
  deeplink: z.string().nullable(),
  qr_code_url: z.string().nullable(),
});
export type MomoPayment = z.infer<typeof momoPaymentSchema>;

const text = (max: number) => z.string().max(max);
const wholeNumber = z.number().int().min(-1_000_000_000_000).max(1_000_000_000_000_000);

/** MoMo's notification (IPN) of a payment result, as MoMo API v2 sends it. */
export const momoIpnBody = z.object({
  partnerCode: text(64),
  orderId: text(64),
  requestId: text(64),
  amount: wholeNumber,
  orderInfo: text(1000),
  orderType: text(64),
  transId: z.union([wholeNumber, text(64)]),
  resultCode: wholeNumber,
  message: text(1000),
  payType: text(64),
  responseTime: z.union([wholeNumber, text(64)]),
  extraData: text(10_000),
  signature: text(128),
});
export type MomoIpn = z.infer<typeof momoIpnBody>;

/** The query MoMo's return URL carries; only `orderId` is trusted, and only to find the payment. */
export const momoCheckResultQuery = z
  .object({
    orderId: z.string().trim().min(1, 'required').max(64, 'invalid'),
    resultCode: z.string().max(16, 'invalid').optional(),
  })
  .catchall(z.string().max(2000, 'invalid'));

export const paymentStates = ['paid', 'pending', 'failed'] as const;
export type PaymentState = (typeof paymentStates)[number];

export const momoCheckResultSchema = z.object({
  status: z.enum(paymentStates),
  order_id: z.number().int(),
  order_code: z.string(),
  amount: z.number().int(),
  message: z.string(),
});
export type MomoCheckResult = z.infer<typeof momoCheckResultSchema>;

/** A credit notification from the bank, signed with the shared secret over the raw body. */
export const bankNotifyBody = z.object({
  reference: z.string().trim().min(1, 'required').max(128, 'invalid'),
  amount: z.number().int('invalid_number').min(1, 'invalid_number').max(1_000_000_000_000, 'too_big'),
  memo: z.string().max(1000, 'invalid'),
  account_number: z.string().max(64, 'invalid').optional(),
  transferred_at: z.string().max(64, 'invalid').optional(),
});

export const bankNotifyHeaders = z.object({ 'x-bank-signature': z.string().max(200, 'invalid').optional() });

export const bankNotifyResultSchema = z.object({
  /** The order the transfer paid, when its memo and amount matched one waiting for payment. */
  matched: z.boolean(),
  order_code: z.string().nullable(),
  /** True when this bank reference was already received: nothing was done again. */
  duplicate: z.boolean(),
});

export const adminMomoSearchQuery = adminSearchQuery(['id', 'created_at', 'amount'], 'id,desc');

export const adminMomoSearchBody = z
  .strictObject({
    /** Order code or MoMo order id. */
    code: keywordField,
    status: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.enum(momoTransactionStatuses, { error: 'invalid' }).optional(),
    ),
    /** MoMo's result code, `0` for success. */
    result_code: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce
        .number({ error: 'invalid_number' })
        .int('invalid_number')
        .min(-1_000_000, 'invalid_number')
        .max(1_000_000, 'invalid_number')
        .optional(),
    ),
    keyword: keywordField,
    from: optionalDay,
    to: optionalDay,
  })
  .default({});

export const adminMomoRowSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_code: z.string(),
  order_status: z.string(),
  momo_order_id: z.string(),
  request_id: z.string(),
  amount: z.number().int(),
  status: z.enum(momoTransactionStatuses),
  result_code: z.number().int().nullable(),
  message: z.string().nullable(),
  trans_id: z.string().nullable(),
  pay_type: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  user: z.object({ id: z.number().int(), username: z.string(), email: z.string() }),
});
export type AdminMomoRow = z.infer<typeof adminMomoRowSchema>;

export const paymentEndpoints = {
  createMomo: defineEndpoint({
    method: 'POST',
    path: '/v1/orders/momo',
    access: 'user',
    summary: 'Create the MoMo payment of one of the caller’s orders and return the pay URL',
    query: momoCreateQuery,
    body: momoCreateBody,
    reply: momoPaymentSchema,
  }),
  momoResult: defineEndpoint({
    method: 'GET',
    path: '/v1/momo/check-result',
    access: 'user',
    summary: 'The state of a MoMo payment for the return page: paid, pending or failed',
    query: momoCheckResultQuery,
    reply: momoCheckResultSchema,
  }),
};

import { z } from 'zod';
import { defineEndpoint, timestamp } from './endpoint.ts';
import { pageSchema } from './envelope.ts';
import { requiredId } from './list-query.ts';
import {
  adminOrderDetailSchema,
  adminOrderRowSchema,
  adminOrderSearchBody,
  adminOrderSearchQuery,
  changeOrderStatusBody,
  orderIdParam,
  orderStatuses,
} from './orders.ts';
import { adminMomoRowSchema, adminMomoSearchBody, adminMomoSearchQuery } from './payments.ts';

/** One step of an order's life: placed, paid (by whom or what), cancelled. */
export const orderStatusStepSchema = z.object({
  status: z.enum(orderStatuses),
  at: timestamp,
  /** The staff member who made the move; null for the buyer or a payment notification. */
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** `buyer`, `staff`, `momo`, `bank` or `coupon`. */
  source: z.string(),
  note: z.string().nullable(),
});
export type OrderStatusStep = z.infer<typeof orderStatusStepSchema>;

export const adminOrderFullSchema = adminOrderDetailSchema.extend({ status_history: z.array(orderStatusStepSchema) });
export type AdminOrderFull = z.infer<typeof adminOrderFullSchema>;

/** A notification MoMo sent about one payment attempt, as received. */
export const momoNotificationSchema = z.object({
  received_at: timestamp,
  result_code: z.number().int().nullable(),
  message: z.string().nullable(),
  trans_id: z.string().nullable(),
  /** The notification's fields as MoMo sent them (the signature left out). */
  payload: z.record(z.string(), z.unknown()),
});

export const adminMomoDetailSchema = adminMomoRowSchema.extend({
  pay_url: z.string().nullable(),
  notifications: z.array(momoNotificationSchema),
});
export type AdminMomoDetail = z.infer<typeof adminMomoDetailSchema>;

const access = { permission: 'report-manage/order' } as const;

export const adminOrderEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/order/search',
    access,
    summary: 'Orders by code, status, payment method, buyer and date range (Vietnam days)',
    query: adminOrderSearchQuery,
    body: adminOrderSearchBody,
    reply: pageSchema(adminOrderRowSchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/order/:id',
    access,
    summary: 'One order with its buyer, items at the prices paid, coupon, MoMo attempts, bank transfers and status history',
    params: orderIdParam,
    reply: adminOrderFullSchema,
  }),
  /**
   * `paid` confirms the bank transfer of a waiting order: it grants the content once, however many
   * confirmations (staff clicks, bank notifications) arrive together. `cancelled` cancels an
   * unpaid order and gives its coupon use back. Any other move is refused with a message.
   */
  changeStatus: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/order/change-status',
    access,
    summary: 'Move an order along its state machine: confirm a bank transfer (paid) or cancel an unpaid order',
    body: changeOrderStatusBody,
    reply: adminOrderFullSchema,
  }),
  momoSearch: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/order-momo/search',
    access,
    summary: 'MoMo payment attempts by order code or MoMo order id, state, result code, buyer and date range',
    query: adminMomoSearchQuery,
    body: adminMomoSearchBody,
    reply: pageSchema(adminMomoRowSchema),
  }),
  momoDetail: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/order-momo/:id',
    access,
    summary: 'One MoMo payment attempt with the notifications MoMo sent about it',
    params: z.strictObject({ id: requiredId }),
    reply: adminMomoDetailSchema,
  }),
};

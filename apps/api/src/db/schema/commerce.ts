import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { active, at, createdAt, id, money, timestamps } from './columns.js';
import { users } from './accounts.js';
import { packages, reports } from './reports.js';

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: varchar('code', { length: 64 }).notNull(),
    description: text('description'),
    /** percent | amount */
    discountType: varchar('discount_type', { length: 8 }).notNull(),
    /** Percent (1..100) or whole đồng. */
    discountValue: money('discount_value').notNull(),
    maxDiscount: money('max_discount'),
    minOrderTotal: money('min_order_total').notNull().default(0),
    validFrom: at('valid_from'),
    validUntil: at('valid_until'),
    totalLimit: integer('total_limit'),
    perUserLimit: integer('per_user_limit'),
    /** Uses so far, kept in the same row as the caps so a conditional update enforces them. */
    usedCount: integer('used_count').notNull().default(0),
    active: active(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('coupons_code_uq').on(t.code)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').notNull(),
    /** Released when an unpaid order is cancelled. */
    releasedAt: at('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
    index('coupon_redemptions_coupon_idx').on(t.couponId, t.id),
    uniqueIndex('coupon_redemptions_order_uq').on(t.orderId),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    selected: boolean('selected').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('cart_items_user_item_uq').on(t.userId, t.reportId, t.packageId)],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    code: varchar('code', { length: 32 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull().default(0),
    total: money('total').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: varchar('coupon_code', { length: 64 }),
    /** coupon | bank_transfer | momo */
    paymentMethod: varchar('payment_method', { length: 16 }).notNull(),
    /** pending | paid | cancelled */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    paid: boolean('paid').notNull().default(false),
    paidAt: at('paid_at'),
    /** `username_purchasedate`, the memo a bank transfer must carry. */
    transferSyntax: varchar('transfer_syntax', { length: 128 }),
    transferDetails: jsonb('transfer_details'),
    confirmedBy: integer('confirmed_by'),
    cancelledAt: at('cancelled_at'),
    /** The buyer's language when ordering: the receipt mail speaks it. */
    locale: varchar('locale', { length: 2 }).notNull().default('vi'),
    note: text('note'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_code_uq').on(t.code),
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_method_idx').on(t.paymentMethod),
    index('orders_created_idx').on(t.createdAt),
    index('orders_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.paid}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    reportTitle: varchar('report_title', { length: 500 }).notNull(),
    packageName: varchar('package_name', { length: 255 }).notNull(),
    price: money('price').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_report_idx').on(t.reportId)],
);

/** What a user may read: a package of a report, granted by a paid order (or by staff). */
export const entitlements = pgTable(
  'entitlements',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    orderId: integer('order_id').references(() => orders.id),
    grantedAt: createdAt(),
  },
  (t) => [uniqueIndex('entitlements_uq').on(t.userId, t.reportId, t.packageId), index('entitlements_report_idx').on(t.reportId)],
);

export const momoTransactions = pgTable(
  'momo_transactions',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The orderId sent to MoMo (unique per attempt). */
    momoOrderId: varchar('momo_order_id', { length: 64 }).notNull(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    amount: money('amount').notNull(),
    payUrl: text('pay_url'),
    transId: varchar('trans_id', { length: 64 }),
    resultCode: integer('result_code'),
    message: text('message'),
    payType: varchar('pay_type', { length: 32 }),
    /** created | paid | failed */
    status: varchar('status', { length: 16 }).notNull().default('created'),
    rawCreate: jsonb('raw_create'),
    rawNotify: jsonb('raw_notify'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('momo_transactions_momo_order_uq').on(t.momoOrderId),
    index('momo_transactions_order_idx').on(t.orderId),
    index('momo_transactions_created_idx').on(t.createdAt),
  ],
);

/** Every notification MoMo sent about a payment attempt that passed the signature and amount checks. */
export const momoNotifications = pgTable(
  'momo_notifications',
  {
    id: id(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => momoTransactions.id),
    resultCode: integer('result_code'),
    message: text('message'),
    transId: varchar('trans_id', { length: 64 }),
    payload: jsonb('payload').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [index('momo_notifications_transaction_idx').on(t.transactionId, t.id)],
);

export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: id(),
    orderId: integer('order_id').references(() => orders.id),
    /** The bank's own reference, unique so a notification counts once. */
    bankReference: varchar('bank_reference', { length: 128 }),
    amount: money('amount').notNull(),
    memo: text('memo'),
    /** staff | bank */
    source: varchar('source', { length: 8 }).notNull(),
    confirmedBy: integer('confirmed_by'),
    raw: jsonb('raw'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bank_transfers_reference_uq').on(t.bankReference), index('bank_transfers_order_idx').on(t.orderId)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    key: varchar('key', { length: 128 }).notNull(),
    route: varchar('route', { length: 128 }).notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_uq').on(t.userId, t.route, t.key)],
);

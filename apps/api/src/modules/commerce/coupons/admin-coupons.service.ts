import type { z } from 'zod';
import type {
  AdminCoupon,
  adminCouponSearchBody,
  adminCouponSearchQuery,
  CouponDiscountType,
  CouponInput,
  couponUsagePageSchema,
} from '@app/contracts/admin-coupons.js';
import type { Page } from '@app/contracts/envelope.js';
import { pageWindow } from '@app/contracts/list-query.js';
import type { OrderStatus } from '@app/contracts/orders.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { page } from '../../../lib/reply.js';
import { recordAudit, type AuditActor } from '../../audit/audit.service.js';
import * as repository from './admin-coupons.repository.js';

function couponView(row: repository.CouponRow): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    discount_type: row.discountType as CouponDiscountType,
    discount_value: row.discountValue,
    max_discount: row.maxDiscount,
    min_order_total: row.minOrderTotal,
    valid_from: row.validFrom,
    valid_until: row.validUntil,
    total_limit: row.totalLimit,
    per_user_limit: row.perUserLimit,
    used_count: row.usedCount,
    active: row.active,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** The audit trail keeps the coupon as staff see it, times as ISO text. */
const audited = (row: repository.CouponRow) => JSON.parse(JSON.stringify(couponView(row))) as Record<string, unknown>;

function valuesOf(input: CouponInput): repository.CouponValues {
  return {
    code: input.code.toUpperCase(),
    description: input.description ?? null,
    discountType: input.discount_type,
    discountValue: input.discount_value,
    // A cap on the discount only means something for a percentage.
    maxDiscount: input.discount_type === 'percent' ? (input.max_discount ?? null) : null,
    minOrderTotal: input.min_order_total,
    validFrom: input.valid_from ? new Date(input.valid_from) : null,
    validUntil: input.valid_until ? new Date(input.valid_until) : null,
    totalLimit: input.total_limit ?? null,
    perUserLimit: input.per_user_limit ?? null,
    active: input.active,
  };
}

export async function searchCoupons(
  db: Db,
  body: z.output<typeof adminCouponSearchBody>,
  query: z.output<typeof adminCouponSearchQuery>,
): Promise<Page<AdminCoupon>> {
  const filter: repository.CouponFilter = {
    keyword: body.keyword,
    active: body.active,
    discountType: body.discount_type,
    state: body.state,
  };
  const [rows, total] = await Promise.all([
    repository.searchCoupons(db, filter, pageWindow(query), query.sort as repository.CouponSort),
    repository.countCoupons(db, filter),
  ]);
  return page(rows.map(couponView), total, query.page, query.page_size);
}

export async function getCoupon(db: Db, id: number): Promise<AdminCoupon> {
  const row = await repository.findCouponById(db, id);
  if (!row) throw new AppError('COUPON_NOT_FOUND');
  return couponView(row);
}

const codeTaken = () =>
  new AppError('COUPON_CODE_TAKEN', { errors: [{ field: 'code', code: 'coupon_code_taken', message: 'coupon_code_taken' }] });

export async function createCoupon(db: Db, actor: AuditActor, input: CouponInput): Promise<AdminCoupon> {
  const values = valuesOf(input);
  const row = await db.transaction(async (tx) => {
    if (await repository.codeTaken(tx, values.code)) throw codeTaken();
    const created = await repository.insertCoupon(tx, values);
    if (!created) throw codeTaken();
    await recordAudit(tx, actor, { entity: 'coupon', entityId: created.id, action: 'create', before: null, after: audited(created) });
    return created;
  });
  return couponView(row);
}

/** Changes one coupon under a row lock, so a concurrent order's use is counted before the caps are checked. */
async function changeCoupon(
  db: Db,
  actor: AuditActor,
  id: number,
  action: string,
  values: (current: repository.CouponRow, tx: Db) => Promise<Partial<repository.CouponValues>>,
): Promise<AdminCoupon> {
  const row = await db.transaction(async (tx) => {
    const before = await repository.findCouponById(tx, id, { lock: true });
    if (!before) throw new AppError('COUPON_NOT_FOUND');
    const after = await repository.updateCoupon(tx, id, await values(before, tx));
    if (!after) throw new AppError('COUPON_NOT_FOUND');
    await recordAudit(tx, actor, { entity: 'coupon', entityId: id, action, before: audited(before), after: audited(after) });
    return after;
  });
  return couponView(row);
}

export function updateCoupon(db: Db, actor: AuditActor, id: number, input: CouponInput): Promise<AdminCoupon> {
  const values = valuesOf(input);
  return changeCoupon(db, actor, id, 'update', async (current, tx) => {
    if (values.totalLimit !== null && values.totalLimit !== undefined && values.totalLimit < current.usedCount)
      throw new AppError('COUPON_LIMIT_BELOW_USES');
    if (await repository.codeTaken(tx, values.code, id)) throw codeTaken();
    return values;
  });
}

export function changeActive(db: Db, actor: AuditActor, id: number, active: boolean): Promise<AdminCoupon> {
  return changeCoupon(db, actor, id, active ? 'activate' : 'deactivate', async () => ({ active }));
}

export async function couponUsage(
  db: Db,
  id: number,
  paging: { page: number; page_size: number },
): Promise<z.output<typeof couponUsagePageSchema>> {
  if (!(await repository.findCouponById(db, id))) throw new AppError('COUPON_NOT_FOUND');
  const { rows, total, buyers } = await repository.findUsage(db, id, pageWindow(paging));
  const items = rows.map((row) => ({
    id: row.id,
    order: { id: row.orderId, code: row.orderCode, status: row.orderStatus as OrderStatus, discount: row.discount, total: row.total },
    user: { id: row.userId, username: row.username, email: row.email },
    created_at: row.createdAt,
    released_at: row.releasedAt,
  }));
  return { ...page(items, total, paging.page, paging.page_size), buyers };
}

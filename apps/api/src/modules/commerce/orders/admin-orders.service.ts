import type { z } from 'zod';
import type { Page } from '@app/contracts/envelope.js';
import { pageWindow } from '@app/contracts/list-query.js';
import type { AdminOrderFull, OrderStatusStep } from '@app/contracts/admin-orders.js';
import type {
  AdminOrderRow,
  adminOrderSearchBody,
  adminOrderSearchQuery,
  changeOrderStatusBody,
  OrderStatus,
  PaymentMethod,
} from '@app/contracts/orders.js';
import { normalizeSearch } from '@app/contracts/search.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { page } from '../../../lib/reply.js';
import { auditHistory, recordAudit, type AuditActor } from '../../audit/audit.service.js';
import { releaseRedemption } from '../coupons/coupons.repository.js';
import { insertBankTransfer } from '../payments/bank.repository.js';
import * as adminRepository from './admin-orders.repository.js';
import type { CommerceContext } from '../commerce-context.js';
import { afterSettlement, settleOrder } from './order-settlement.js';
import { orderView } from './order-view.js';
import * as repository from './orders.repository.js';
import { endOfVietnamDay, startOfVietnamDay } from '../../../lib/vietnam-time.js';

const fullName = (person: { firstName: string; lastName: string }) => `${person.lastName} ${person.firstName}`.trim();

export async function searchOrders(
  db: Db,
  body: z.infer<typeof adminOrderSearchBody>,
  query: z.infer<typeof adminOrderSearchQuery>,
): Promise<Page<AdminOrderRow>> {
  const filter: adminRepository.AdminOrderFilter = {
    code: body.code?.toUpperCase(),
    status: body.status,
    paymentMethod: body.payment_method,
    keyword: body.keyword ? normalizeSearch(body.keyword) : undefined,
    from: body.from ? startOfVietnamDay(body.from) : undefined,
    until: body.to ? endOfVietnamDay(body.to) : undefined,
  };
  const sortColumn = query.sort.column as keyof typeof adminRepository.sortColumns;
  const [rows, total] = await Promise.all([
    adminRepository.searchOrders(db, filter, pageWindow(query), { column: sortColumn, direction: query.sort.direction }),
    adminRepository.countOrders(db, filter),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    code: row.code,
    status: row.status as OrderStatus,
    paid: row.paid,
    payment_method: row.paymentMethod as PaymentMethod,
    subtotal: row.subtotal,
    discount: row.discount,
    total: row.total,
    coupon_code: row.couponCode,
    transfer_syntax: row.transferSyntax,
    item_count: row.itemCount,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    user: { id: row.userId, username: row.username, email: row.email, full_name: fullName(row), phone: row.phone },
  }));
  return page(items, total, query.page, query.page_size);
}

export async function getOrderDetail(db: Db, id: number): Promise<AdminOrderFull> {
  const order = await repository.findOrder(db, id);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const [items, user, confirmer, momo, transfers, trail] = await Promise.all([
    repository.findOrderItems(db, [id]),
    adminRepository.findUserSummary(db, order.userId),
    order.confirmedBy === null ? null : adminRepository.findUserSummary(db, order.confirmedBy),
    adminRepository.findMomoTransactionsOf(db, id),
    adminRepository.findBankTransfersOf(db, id),
    auditHistory(db, 'order', id, { page: 1, page_size: 100 }),
  ]);
  const cancelledBy = trail.items.find((entry) => entry.action === 'cancel');
  const paidBy = (): string => {
    if (order.confirmedBy !== null) return 'staff';
    if (order.paymentMethod === 'bank_transfer') return 'bank';
    return order.paymentMethod;
  };
  const history: OrderStatusStep[] = [{ status: 'pending', at: order.createdAt, actor: null, source: 'buyer', note: null }];
  if (order.paidAt)
    history.push({
      status: 'paid',
      at: order.paidAt,
      actor: confirmer ? { id: confirmer.id, username: confirmer.username } : null,
      source: paidBy(),
      note: order.confirmedBy === null ? null : order.note,
    });
  if (order.cancelledAt)
    history.push({
      status: 'cancelled',
      at: order.cancelledAt,
      actor: cancelledBy?.actor ?? null,
      source: cancelledBy ? 'staff' : 'buyer',
      note: order.note,
    });
  return {
    ...orderView(order, items),
    user: {
      id: order.userId,
      username: user?.username ?? '',
      email: user?.email ?? '',
      full_name: user ? fullName(user) : '',
      phone: user?.phone ?? null,
    },
    transfer_syntax: order.transferSyntax,
    note: order.note,
    confirmed_by: confirmer ? { id: confirmer.id, username: confirmer.username } : null,
    momo_transactions: momo.map((row) => ({
      id: row.id,
      momo_order_id: row.momoOrderId,
      amount: row.amount,
      status: row.status,
      result_code: row.resultCode,
      trans_id: row.transId,
      created_at: row.createdAt.toISOString(),
    })),
    bank_transfers: transfers.map((row) => ({
      id: row.id,
      source: row.source,
      bank_reference: row.bankReference,
      amount: row.amount,
      memo: row.memo,
      created_at: row.createdAt.toISOString(),
    })),
    status_history: history,
  };
}

const paidCannotCancel = { vi: 'Đơn hàng đã được thanh toán, không thể hủy.', en: 'This order has been paid and cannot be cancelled.' };

/**
 * Staff confirm the bank transfer of a waiting order (it is paid as any payment would pay it) or
 * cancel an unpaid one, which gives its coupon use back. A paid order never changes again.
 */
export async function changeStatus(
  context: CommerceContext,
  staff: AuditActor,
  change: z.infer<typeof changeOrderStatusBody>,
): Promise<AdminOrderFull> {
  const paid = await context.db.transaction(async (tx) => {
    const order = await repository.findOrder(tx, change.id);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (order.paid) throw new AppError('ORDER_ALREADY_PAID', change.status === 'cancelled' ? { message: paidCannotCancel } : {});
    if (order.status === 'cancelled') throw new AppError('ORDER_CANCELLED');
    if (change.status === 'pending') throw new AppError('ORDER_STATUS_MOVE_INVALID');
    if (change.status === 'cancelled') {
      if (!(await repository.markCancelled(tx, order.id, change.note ?? null)))
        throw new AppError('ORDER_ALREADY_PAID', { message: paidCannotCancel });
      await releaseRedemption(tx, order.id);
      await recordAudit(tx, staff, {
        action: 'cancel',
        entity: 'order',
        entityId: order.id,
        before: { code: order.code, status: order.status, paid: false },
        after: { code: order.code, status: 'cancelled', paid: false, note: change.note ?? null },
      });
      return null;
    }
    if (order.paymentMethod !== 'bank_transfer') throw new AppError('ORDER_NOT_BANK_TRANSFER');
    const settled = await settleOrder(tx, order.id, staff.id);
    if (!settled) throw new AppError('ORDER_ALREADY_PAID');
    await insertBankTransfer(tx, {
      orderId: order.id,
      bankReference: null,
      amount: order.total,
      memo: order.transferSyntax,
      source: 'staff',
      confirmedBy: staff.id,
    });
    await recordAudit(tx, staff, {
      action: 'confirm-transfer',
      entity: 'order',
      entityId: order.id,
      before: { code: order.code, status: order.status, paid: false },
      after: { code: order.code, status: 'paid', paid: true, amount: order.total, note: change.note ?? null },
    });
    return settled;
  });
  afterSettlement(context, paid);
  return getOrderDetail(context.db, change.id);
}

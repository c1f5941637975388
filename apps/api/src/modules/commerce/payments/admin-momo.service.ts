import type { z } from 'zod';
import type { Page } from '@app/contracts/envelope.js';
import { pageWindow } from '@app/contracts/list-query.js';
import type { AdminMomoRow, adminMomoSearchBody, adminMomoSearchQuery, momoTransactionStatuses } from '@app/contracts/payments.js';
import { normalizeSearch } from '@app/contracts/search.js';
import type { Db } from '../../../db/client.js';
import type { AdminMomoDetail } from '@app/contracts/admin-orders.js';
import { AppError } from '../../../lib/app-error.js';
import { page } from '../../../lib/reply.js';
import { endOfVietnamDay, startOfVietnamDay } from '../../../lib/vietnam-time.js';
import * as repository from './admin-momo.repository.js';

type MomoStatus = (typeof momoTransactionStatuses)[number];

export async function searchMomoTransactions(
  db: Db,
  body: z.infer<typeof adminMomoSearchBody>,
  query: z.infer<typeof adminMomoSearchQuery>,
): Promise<Page<AdminMomoRow>> {
  const filter: repository.AdminMomoFilter = {
    code: body.code?.toUpperCase(),
    status: body.status,
    resultCode: body.result_code,
    keyword: body.keyword ? normalizeSearch(body.keyword) : undefined,
    from: body.from ? startOfVietnamDay(body.from) : undefined,
    until: body.to ? endOfVietnamDay(body.to) : undefined,
  };
  const sort = { column: query.sort.column as keyof typeof repository.sortColumns, direction: query.sort.direction };
  const [rows, total] = await Promise.all([
    repository.searchMomoTransactions(db, filter, pageWindow(query), sort),
    repository.countMomoTransactions(db, filter),
  ]);
  return page(rows.map(rowView), total, query.page, query.page_size);
}

function rowView(row: repository.AdminMomoRowData): AdminMomoRow {
  return {
    id: row.id,
    order_id: row.orderId,
    order_code: row.orderCode,
    order_status: row.orderStatus,
    momo_order_id: row.momoOrderId,
    request_id: row.requestId,
    amount: row.amount,
    status: row.status as MomoStatus,
    result_code: row.resultCode,
    message: row.message,
    trans_id: row.transId,
    pay_type: row.payType,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    user: { id: row.userId, username: row.username, email: row.email },
  };
}

export async function getMomoTransaction(db: Db, id: number): Promise<AdminMomoDetail> {
  const row = await repository.findMomoTransaction(db, id);
  if (!row) throw new AppError('MOMO_TRANSACTION_NOT_FOUND');
  const notifications = await repository.findNotifications(db, id);
  return {
    ...rowView(row),
    pay_url: row.payUrl,
    notifications: notifications.map((notification) => ({
      received_at: notification.receivedAt,
      result_code: notification.resultCode,
      message: notification.message,
      trans_id: notification.transId,
      payload: notification.payload as Record<string, unknown>,
    })),
  };
}

import type { z } from 'zod';
import type { Page } from '@app/contracts/envelope.js';
import { pageWindow } from '@app/contracts/list-query.js';
import type { AdminMomoRow, adminMomoSearchBody, adminMomoSearchQuery, momoTransactionStatuses } from '@app/contracts/payments.js';
import { normalizeSearch } from '@app/contracts/search.js';
import type { Db } from '../../../db/client.js';
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
    keyword: body.keyword ? normalizeSearch(body.keyword) : undefined,
    from: body.from ? startOfVietnamDay(body.from) : undefined,
    until: body.to ? endOfVietnamDay(body.to) : undefined,
  };
  const sort = { column: query.sort.column as keyof typeof repository.sortColumns, direction: query.sort.direction };
  const [rows, total] = await Promise.all([
    repository.searchMomoTransactions(db, filter, pageWindow(query), sort),
    repository.countMomoTransactions(db, filter),
  ]);
  const items = rows.map((row) => ({
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
  }));
  return page(items, total, query.page, query.page_size);
}

import { and, asc, count, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { bankTransfers, momoTransactions, orderItems, orders, users } from '../../../db/schema/index.js';
import { orderColumns } from './orders.repository.js';

export interface AdminOrderFilter {
  /** Upper-case part of an order code. */
  code?: string;
  status?: string;
  paymentMethod?: string;
  /** Lower-case, diacritic-free part of the buyer's username, email, phone or name. */
  keyword?: string;
  from?: Date;
  until?: Date;
}

export const sortColumns = { id: orders.id, created_at: orders.createdAt, total: orders.total, paid_at: orders.paidAt };

function conditions(filter: AdminOrderFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [
    filter.code ? like(sql`upper(${orders.code})`, `%${filter.code}%`) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentMethod ? eq(orders.paymentMethod, filter.paymentMethod) : undefined,
    filter.keyword ? or(like(users.searchText, `%${filter.keyword}%`), like(sql`lower(${orders.code})`, `%${filter.keyword}%`)) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.until ? lt(orders.createdAt, filter.until) : undefined,
  ];
  return and(...where);
}

export async function countOrders(db: Db, filter: AdminOrderFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(conditions(filter));
  return row?.n ?? 0;
}

export function searchOrders(
  db: Db,
  filter: AdminOrderFilter,
  window: { limit: number; offset: number },
  sort: { column: keyof typeof sortColumns; direction: 'asc' | 'desc' },
) {
  const column = sortColumns[sort.column];
  return db
    .select({
      ...orderColumns,
      itemCount: sql<number>`(select count(*)::int from ${orderItems} oi where oi.order_id = ${orders.id})`,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(conditions(filter))
    .orderBy(sort.direction === 'asc' ? sql`${column} asc nulls first` : sql`${column} desc nulls last`, desc(orders.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function findUserSummary(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export function findMomoTransactionsOf(db: Db, orderId: number) {
  return db
    .select({
      id: momoTransactions.id,
      momoOrderId: momoTransactions.momoOrderId,
      amount: momoTransactions.amount,
      status: momoTransactions.status,
      resultCode: momoTransactions.resultCode,
      transId: momoTransactions.transId,
      createdAt: momoTransactions.createdAt,
    })
    .from(momoTransactions)
    .where(eq(momoTransactions.orderId, orderId))
    .orderBy(asc(momoTransactions.id));
}

export function findBankTransfersOf(db: Db, orderId: number) {
  return db
    .select({
      id: bankTransfers.id,
      source: bankTransfers.source,
      bankReference: bankTransfers.bankReference,
      amount: bankTransfers.amount,
      memo: bankTransfers.memo,
      createdAt: bankTransfers.createdAt,
    })
    .from(bankTransfers)
    .where(eq(bankTransfers.orderId, orderId))
    .orderBy(asc(bankTransfers.id));
}

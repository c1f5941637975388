import { and, asc, count, desc, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { bankTransfers, momoTransactions, orderItems, orders, users } from '../../../db/schema/index.js';
import { escapeLike } from '../../../lib/escape-like.js';
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

function conditions(db: Db, filter: AdminOrderFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [
    // Codes are written in capitals, so the trigram index on the column answers a part of one.
    filter.code ? like(orders.code, `%${escapeLike(filter.code)}%`) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentMethod ? eq(orders.paymentMethod, filter.paymentMethod) : undefined,
    filter.keyword
      ? inArray(
          orders.userId,
          db
            .select({ id: users.id })
            .from(users)
            .where(like(users.searchText, `%${escapeLike(filter.keyword)}%`)),
        )
      : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.until ? lt(orders.createdAt, filter.until) : undefined,
  ];
  return and(...where);
}

export async function countOrders(db: Db, filter: AdminOrderFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(conditions(db, filter));
  return row?.n ?? 0;
}

export function searchOrders(
  db: Db,
  filter: AdminOrderFilter,
  window: { limit: number; offset: number },
  sort: { column: keyof typeof sortColumns; direction: 'asc' | 'desc' },
) {
  const column = sortColumns[sort.column];
  return (
    db
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
      .where(conditions(db, filter))
      // Only `paid_at` can be empty; the other columns keep the plain order their indexes give.
      .orderBy(
        sort.column !== 'paid_at'
          ? sort.direction === 'asc'
            ? asc(column)
            : desc(column)
          : sort.direction === 'asc'
            ? sql`${column} asc nulls first`
            : sql`${column} desc nulls last`,
        desc(orders.id),
      )
      .limit(window.limit)
      .offset(window.offset)
  );
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

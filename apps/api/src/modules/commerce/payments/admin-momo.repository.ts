import { and, count, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { momoNotifications, momoTransactions, orders, users } from '../../../db/schema/index.js';

export interface AdminMomoFilter {
  /** Upper-case part of an order code or of the order id sent to MoMo. */
  code?: string;
  status?: string;
  resultCode?: number;
  keyword?: string;
  from?: Date;
  until?: Date;
}

export const sortColumns = { id: momoTransactions.id, created_at: momoTransactions.createdAt, amount: momoTransactions.amount };

function conditions(filter: AdminMomoFilter): SQL | undefined {
  return and(
    filter.code
      ? or(like(sql`upper(${orders.code})`, `%${filter.code}%`), like(sql`upper(${momoTransactions.momoOrderId})`, `%${filter.code}%`))
      : undefined,
    filter.status ? eq(momoTransactions.status, filter.status) : undefined,
    filter.resultCode === undefined ? undefined : eq(momoTransactions.resultCode, filter.resultCode),
    filter.keyword ? like(users.searchText, `%${filter.keyword}%`) : undefined,
    filter.from ? gte(momoTransactions.createdAt, filter.from) : undefined,
    filter.until ? lt(momoTransactions.createdAt, filter.until) : undefined,
  );
}

export async function countMomoTransactions(db: Db, filter: AdminMomoFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(momoTransactions)
    .innerJoin(orders, eq(orders.id, momoTransactions.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(conditions(filter));
  return row?.n ?? 0;
}

const rowColumns = {
  id: momoTransactions.id,
  orderId: momoTransactions.orderId,
  orderCode: orders.code,
  orderStatus: orders.status,
  momoOrderId: momoTransactions.momoOrderId,
  requestId: momoTransactions.requestId,
  amount: momoTransactions.amount,
  status: momoTransactions.status,
  resultCode: momoTransactions.resultCode,
  message: momoTransactions.message,
  transId: momoTransactions.transId,
  payType: momoTransactions.payType,
  createdAt: momoTransactions.createdAt,
  updatedAt: momoTransactions.updatedAt,
  userId: users.id,
  username: users.username,
  email: users.email,
};

const selectRows = (db: Db) =>
  db
    .select(rowColumns)
    .from(momoTransactions)
    .innerJoin(orders, eq(orders.id, momoTransactions.orderId))
    .innerJoin(users, eq(users.id, orders.userId));

export type AdminMomoRowData = Awaited<ReturnType<typeof selectRows>>[number];

export function searchMomoTransactions(
  db: Db,
  filter: AdminMomoFilter,
  window: { limit: number; offset: number },
  sort: { column: keyof typeof sortColumns; direction: 'asc' | 'desc' },
) {
  const column = sortColumns[sort.column];
  return selectRows(db)
    .where(conditions(filter))
    .orderBy(sort.direction === 'asc' ? sql`${column} asc` : sql`${column} desc`, desc(momoTransactions.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function findMomoTransaction(db: Db, id: number) {
  const [row] = await db
    .select({ ...rowColumns, payUrl: momoTransactions.payUrl })
    .from(momoTransactions)
    .innerJoin(orders, eq(orders.id, momoTransactions.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(momoTransactions.id, id))
    .limit(1);
  return row ?? null;
}

export function findNotifications(db: Db, transactionId: number) {
  return db.select().from(momoNotifications).where(eq(momoNotifications.transactionId, transactionId)).orderBy(desc(momoNotifications.id));
}

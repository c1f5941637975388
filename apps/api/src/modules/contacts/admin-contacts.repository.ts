import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactRequests, reports } from '../../db/schema/index.js';
import { everyWordIn } from '../../lib/keyword-words.js';

export interface ContactFilter {
  status?: string;
  /** Lower-case, diacritic-free words that must all appear in the name, email, phone, message or note. */
  words: string[];
  from?: Date;
  until?: Date;
}

export const sortColumns = {
  id: contactRequests.id,
  created_at: contactRequests.createdAt,
  email: contactRequests.email,
  status: contactRequests.status,
};
export type ContactSort = { column: keyof typeof sortColumns; direction: 'asc' | 'desc' };

function conditions(filter: ContactFilter): SQL | undefined {
  return and(
    filter.status ? eq(contactRequests.status, filter.status) : undefined,
    ...everyWordIn(contactRequests.searchText, filter.words),
    filter.from ? gte(contactRequests.createdAt, filter.from) : undefined,
    filter.until ? lt(contactRequests.createdAt, filter.until) : undefined,
  );
}

const columns = {
  id: contactRequests.id,
  firstName: contactRequests.firstName,
  lastName: contactRequests.lastName,
  email: contactRequests.email,
  phone: contactRequests.phone,
  message: contactRequests.message,
  status: contactRequests.status,
  note: contactRequests.note,
  reportId: contactRequests.reportId,
  reportTitle: reports.title,
  userId: contactRequests.userId,
  createdAt: contactRequests.createdAt,
  updatedAt: contactRequests.updatedAt,
};

const selectContacts = (db: Db) => db.select(columns).from(contactRequests).leftJoin(reports, eq(reports.id, contactRequests.reportId));
export type ContactRow = Awaited<ReturnType<typeof selectContacts>>[number];

export async function countContacts(db: Db, filter: ContactFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactRequests).where(conditions(filter));
  return row?.n ?? 0;
}

export function searchContacts(db: Db, filter: ContactFilter, window: { limit: number; offset: number }, sort: ContactSort) {
  const order = sort.direction === 'asc' ? asc : desc;
  return selectContacts(db)
    .where(conditions(filter))
    .orderBy(order(sortColumns[sort.column]), order(contactRequests.id))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * The rows after `after` in the sort order, `limit` at a time: keyset paging, so each batch costs
 * the same however deep the export has gone and no batch is read twice.
 */
export function contactsAfter(db: Db, filter: ContactFilter, sort: ContactSort, after: ContactRow | null, limit: number) {
  // Requests get their ids in the order they arrive, and an id compares exactly where a time
  // read back into JavaScript would lose its microseconds.
  const keyColumn = sort.column === 'created_at' ? 'id' : sort.column;
  const column = sortColumns[keyColumn];
  const order = sort.direction === 'asc' ? asc : desc;
  const key = after === null ? null : after[keyColumn];
  const past =
    key === null
      ? undefined
      : sort.direction === 'asc'
        ? sql`(${column}, ${contactRequests.id}) > (${key}, ${after!.id})`
        : sql`(${column}, ${contactRequests.id}) < (${key}, ${after!.id})`;
  return selectContacts(db)
    .where(and(conditions(filter), past))
    .orderBy(order(column), order(contactRequests.id))
    .limit(limit);
}

export async function findContact(db: Db, id: number): Promise<ContactRow | null> {
  const [row] = await selectContacts(db).where(eq(contactRequests.id, id)).limit(1);
  return row ?? null;
}

export async function updateContact(db: Db, id: number, change: { status: string; note: string | null }): Promise<boolean> {
  const rows = await db.update(contactRequests).set(change).where(eq(contactRequests.id, id)).returning({ id: contactRequests.id });
  return rows.length > 0;
}

import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reports, reviews, subReviews, users } from '../../db/schema/index.js';
import { everyWordIn } from '../../lib/keyword-words.js';

export interface ReviewFilter {
  /** Lower-case, diacritic-free words that must all appear in the report's title. */
  reportWords: string[];
  /** Lower-case, diacritic-free words that must all appear in the review's text, or all in its author's name, username or email. */
  words: string[];
  rating?: number;
  status?: string;
  from?: Date;
  until?: Date;
}

export const sortColumns = { id: reviews.id, created_at: reviews.createdAt, rating: reviews.rating };
export type ReviewSort = { column: keyof typeof sortColumns; direction: 'asc' | 'desc' };

const personName = sql<string>`coalesce(nullif(trim(${users.lastName} || ' ' || ${users.firstName}), ''), ${users.username})`;

/**
 * On the reviews table alone, so the count reads no other table: the report and the author are
 * found first through their own trigram indexes. The words match the text or the author as a
 * whole, not word by word: a join to compare each word with both reads every user.
 */
function conditions(filter: ReviewFilter): SQL | undefined {
  const { reportWords, words } = filter;
  return and(
    reportWords.length
      ? sql`${reviews.reportId} in (select ${reports.id} from ${reports} where ${and(...everyWordIn(reports.searchText, reportWords))})`
      : undefined,
    words.length
      ? sql`(${and(...everyWordIn(reviews.searchText, words))} or ${reviews.userId} in (select ${users.id} from ${users} where ${and(...everyWordIn(users.searchText, words))}))`
      : undefined,
    filter.rating === undefined ? undefined : eq(reviews.rating, filter.rating),
    filter.status ? eq(reviews.status, filter.status) : undefined,
    filter.from ? gte(reviews.createdAt, filter.from) : undefined,
    filter.until ? lt(reviews.createdAt, filter.until) : undefined,
  );
}

const reviewColumns = {
  id: reviews.id,
  reportId: reports.id,
  reportTitle: reports.title,
  reportPermalink: reports.permalink,
  userId: users.id,
  username: users.username,
  userName: personName,
  rating: reviews.rating,
  content: reviews.content,
  status: reviews.status,
  replyCount: sql<number>`(select count(*)::int from ${subReviews} s where s.review_id = ${reviews.id})`,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

const selectReviews = (db: Db) =>
  db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(reports, eq(reports.id, reviews.reportId))
    .innerJoin(users, eq(users.id, reviews.userId));
export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

export async function countReviews(db: Db, filter: ReviewFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(conditions(filter));
  return row?.n ?? 0;
}

export function searchReviews(db: Db, filter: ReviewFilter, window: { limit: number; offset: number }, sort: ReviewSort) {
  const order = sort.direction === 'asc' ? asc : desc;
  return selectReviews(db)
    .where(conditions(filter))
    .orderBy(order(sortColumns[sort.column]), order(reviews.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function findReview(db: Db, id: number, options: { lock?: boolean } = {}): Promise<ReviewRow | null> {
  if (options.lock) await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id)).for('update');
  const [row] = await selectReviews(db).where(eq(reviews.id, id)).limit(1);
  return row ?? null;
}

export async function setReviewStatus(db: Db, id: number, status: string): Promise<void> {
  await db.update(reviews).set({ status }).where(eq(reviews.id, id));
}

/** The review goes with its replies (the foreign key cascades). */
export async function deleteReview(db: Db, id: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}

const replyColumns = {
  id: subReviews.id,
  reviewId: subReviews.reviewId,
  parentId: subReviews.parentId,
  userId: users.id,
  username: users.username,
  userName: personName,
  fromShop: subReviews.fromShop,
  content: subReviews.content,
  status: subReviews.status,
  createdAt: subReviews.createdAt,
};

const selectReplies = (db: Db) => db.select(replyColumns).from(subReviews).innerJoin(users, eq(users.id, subReviews.userId));
export type ReplyRow = Awaited<ReturnType<typeof selectReplies>>[number];

export async function findReplies(db: Db, reviewId: number, window: { limit: number; offset: number }) {
  const where = eq(subReviews.reviewId, reviewId);
  const [rows, [total]] = await Promise.all([
    selectReplies(db).where(where).orderBy(asc(subReviews.id)).limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(subReviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findReply(db: Db, id: number, options: { lock?: boolean } = {}): Promise<ReplyRow | null> {
  if (options.lock) await db.select({ id: subReviews.id }).from(subReviews).where(eq(subReviews.id, id)).for('update');
  const [row] = await selectReplies(db).where(eq(subReviews.id, id)).limit(1);
  return row ?? null;
}

export async function insertShopReply(db: Db, reply: { reviewId: number; userId: number; content: string }): Promise<number> {
  const [row] = await db
    .insert(subReviews)
    .values({ ...reply, parentId: null, fromShop: true })
    .returning({ id: subReviews.id });
  return row!.id;
}

export async function setReplyStatus(db: Db, id: number, status: string): Promise<void> {
  await db.update(subReviews).set({ status }).where(eq(subReviews.id, id));
}

/** The replies of one review as a tree's edges, to find the thread below a reply. */
export function replyEdges(db: Db, reviewId: number) {
  return db.select({ id: subReviews.id, parentId: subReviews.parentId }).from(subReviews).where(eq(subReviews.reviewId, reviewId));
}

export async function deleteReplies(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(subReviews).where(inArray(subReviews.id, ids));
}

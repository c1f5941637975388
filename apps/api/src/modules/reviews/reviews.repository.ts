import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { RatingSummary } from '@app/contracts/reviews.js';
import type { Db } from '../../db/client.js';
import { ambassadors, reports, reviews, subReviews, users } from '../../db/schema/index.js';
import { publicAmbassador } from '../ambassadors-public/public-ambassador.js';
import { publicReport } from '../reports/public-report.js';

export interface Window {
  limit: number;
  offset: number;
}

/** An ambassador writes under the ambassador name and picture; anyone else under their own name. */
const author = {
  id: users.id,
  name: sql<string>`coalesce(${ambassadors.name}, nullif(trim(${users.lastName} || ' ' || ${users.firstName}), ''), ${users.username})`,
  avatar_url: sql<string | null>`coalesce(${ambassadors.avatarUrl}, ${users.avatarUrl})`,
};

const visibleReview = and(eq(reviews.status, 'visible'), publicReport)!;

function selectReviews(db: Db) {
  return db
    .select({
      id: reviews.id,
      report: { id: reports.id, title: reports.title, permalink: reports.permalink },
      rating: reviews.rating,
      content: reviews.content,
      created_at: reviews.createdAt,
      author,
      reply_count: sql<number>`(select count(*)::int from ${subReviews} s where s.review_id = "reviews"."id" and s.status = 'visible')`,
    })
    .from(reviews)
    .innerJoin(reports, eq(reports.id, reviews.reportId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(ambassadors, and(eq(ambassadors.userId, users.id), publicAmbassador));
}

function reviewScope(reportId: number | undefined): SQL {
  return reportId === undefined ? visibleReview : and(visibleReview, eq(reviews.reportId, reportId))!;
}

export async function findReviews(db: Db, reportId: number | undefined, window: Window) {
  const where = reviewScope(reportId);
  const [items, [total]] = await Promise.all([
    selectReviews(db).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(window.limit).offset(window.offset),
    db.select({ value: count() }).from(reviews).innerJoin(reports, eq(reports.id, reviews.reportId)).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function findReview(db: Db, id: number) {
  const [row] = await selectReviews(db)
    .where(and(eq(reviews.id, id), visibleReview))
    .limit(1);
  return row ?? null;
}

export async function ratingSummary(db: Db, reportId: number | undefined): Promise<RatingSummary> {
  const star = (n: number) => sql<number>`(count(*) filter (where ${reviews.rating} = ${n}))::int`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number | null>`round(avg(${reviews.rating}), 1)::float8`,
      s1: star(1),
      s2: star(2),
      s3: star(3),
      s4: star(4),
      s5: star(5),
    })
    .from(reviews)
    .innerJoin(reports, eq(reports.id, reviews.reportId))
    .where(reviewScope(reportId));
  return {
    count: row?.count ?? 0,
    average: row?.average ?? null,
    stars: { 1: row?.s1 ?? 0, 2: row?.s2 ?? 0, 3: row?.s3 ?? 0, 4: row?.s4 ?? 0, 5: row?.s5 ?? 0 },
  };
}

export async function findOwnReview(db: Db, userId: number, reportId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.reportId, reportId)))
    .limit(1);
  return row?.id ?? null;
}

/** Null when the user already reviewed the report: the unique key decides, even for two requests at once. */
export async function insertReview(
  db: Db,
  review: { reportId: number; userId: number; rating: number; content: string },
): Promise<number | null> {
  const [row] = await db.insert(reviews).values(review).onConflictDoNothing().returning({ id: reviews.id });
  return row?.id ?? null;
}

const visibleReply = eq(subReviews.status, 'visible');

function selectReplies(db: Db) {
  return db
    .select({
      id: subReviews.id,
      review_id: subReviews.reviewId,
      parent_id: subReviews.parentId,
      content: subReviews.content,
      created_at: subReviews.createdAt,
      from_shop: subReviews.fromShop,
      author,
    })
    .from(subReviews)
    .innerJoin(users, eq(users.id, subReviews.userId))
    .leftJoin(ambassadors, and(eq(ambassadors.userId, users.id), publicAmbassador));
}

/** Replies in the order they were written; `parent_id` threads them. */
export async function findReplies(db: Db, reviewId: number, window: Window) {
  const where = and(eq(subReviews.reviewId, reviewId), visibleReply);
  const [items, [total]] = await Promise.all([
    selectReplies(db).where(where).orderBy(asc(subReviews.id)).limit(window.limit).offset(window.offset),
    db.select({ value: count() }).from(subReviews).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function findReply(db: Db, id: number) {
  const [row] = await selectReplies(db)
    .where(and(eq(subReviews.id, id), visibleReply))
    .limit(1);
  return row ?? null;
}

export async function insertReply(
  db: Db,
  reply: { reviewId: number; parentId: number | null; userId: number; content: string },
): Promise<number> {
  const [row] = await db.insert(subReviews).values(reply).returning({ id: subReviews.id });
  return row!.id;
}

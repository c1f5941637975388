import type { z } from 'zod';
import { pageWindow } from '@app/contracts/list-query.js';
import type { replyBody, replyListQuery, reviewBody, reviewListQuery } from '@app/contracts/reviews.js';
import type { Db } from '../../db/client.js';
import { AppError, invalidField, notFound } from '../../lib/app-error.js';
import { page } from '../../lib/reply.js';
import { findPublicReport } from '../reports/report-contents.service.js';
import { findSettings } from '../settings/settings.service.js';
import * as repository from './reviews.repository.js';

async function ensurePublicReport(db: Db, reportId: number) {
  if (!(await findPublicReport(db, reportId))) throw notFound();
}

/** A page of reviews with the rating summary of the same set: one report's, or every report's. */
export async function listReviews(db: Db, query: z.output<typeof reviewListQuery>) {
  if (query.report_id !== undefined) await ensurePublicReport(db, query.report_id);
  const [{ items, total }, summary] = await Promise.all([
    repository.findReviews(db, query.report_id, pageWindow(query)),
    repository.ratingSummary(db, query.report_id),
  ]);
  return { ...page(items, total, query.page, query.page_size), summary };
}

const SHOP_NAME_FALLBACK = 'Sen Vàng Data';

/** A reply staff wrote in the shop's name shows the shop as its author, never the staff member. */
async function asShop<R extends { from_shop: boolean; author: { id: number; name: string; avatar_url: string | null } }>(
  db: Db,
  replies: R[],
): Promise<R[]> {
  if (!replies.some((reply) => reply.from_shop)) return replies;
  const [setting] = await findSettings(db, ['shop_name']);
  const shop = { id: 0, name: setting?.value.trim() || SHOP_NAME_FALLBACK, avatar_url: null };
  return replies.map((reply) => (reply.from_shop ? { ...reply, author: shop } : reply));
}

export async function listReplies(db: Db, query: z.output<typeof replyListQuery>) {
  if (!(await repository.findReview(db, query.review_id))) throw notFound();
  const { items, total } = await repository.findReplies(db, query.review_id, pageWindow(query));
  return page(await asShop(db, items), total, query.page, query.page_size);
}

/** Anyone signed in may review a public report, once. */
export async function checkReview(db: Db, userId: number, reportId: number) {
  await ensurePublicReport(db, reportId);
  const own = await repository.findOwnReview(db, userId, reportId);
  return { reviewed: own !== null, can_review: own === null, review_id: own };
}

export async function postReview(db: Db, userId: number, body: z.output<typeof reviewBody>) {
  await ensurePublicReport(db, body.report_id);
  const id = await repository.insertReview(db, { reportId: body.report_id, userId, rating: body.rating, content: body.content });
  if (id === null) throw new AppError('REVIEW_EXISTS');
  return (await repository.findReview(db, id))!;
}

/** A reply answers the review or another reply of the same review. */
export async function postReply(db: Db, userId: number, body: z.output<typeof replyBody>) {
  if (!(await repository.findReview(db, body.review_id))) throw notFound();
  if (body.parent_id !== undefined) {
    const parent = await repository.findReply(db, body.parent_id);
    if (parent?.review_id !== body.review_id) throw invalidField('parent_id', 'invalid');
  }
  const id = await repository.insertReply(db, {
    reviewId: body.review_id,
    parentId: body.parent_id ?? null,
    userId,
    content: body.content,
  });
  return (await repository.findReply(db, id))!;
}

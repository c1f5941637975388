import type { z } from 'zod';
import type {
  AdminReply,
  AdminReview,
  AdminReviewFilter,
  adminReviewSearchQuery,
  ReviewStatus,
  ShopReplyInput,
} from '@app/contracts/admin-reviews.js';
import type { Page } from '@app/contracts/envelope.js';
import { pageWindow } from '@app/contracts/list-query.js';
import type { Db } from '../../db/client.js';
import { keywordWords } from '../../lib/keyword-words.js';
import { AppError } from '../../lib/app-error.js';
import { page } from '../../lib/reply.js';
import { endOfVietnamDay, startOfVietnamDay } from '../../lib/vietnam-time.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import * as repository from './admin-reviews.repository.js';

function filterOf(body: AdminReviewFilter): repository.ReviewFilter {
  return {
    reportWords: keywordWords(body.report),
    words: keywordWords(body.keyword),
    rating: body.rating,
    status: body.status,
    from: body.from ? startOfVietnamDay(body.from) : undefined,
    until: body.to ? endOfVietnamDay(body.to) : undefined,
  };
}

function reviewView(row: repository.ReviewRow): AdminReview {
  return {
    id: row.id,
    report: { id: row.reportId, title: row.reportTitle, permalink: row.reportPermalink },
    author: { id: row.userId, username: row.username, name: row.userName },
    rating: row.rating,
    content: row.content,
    status: row.status as ReviewStatus,
    reply_count: row.replyCount,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

function replyView(row: repository.ReplyRow): AdminReply {
  return {
    id: row.id,
    review_id: row.reviewId,
    parent_id: row.parentId,
    author: { id: row.userId, username: row.username, name: row.userName },
    from_shop: row.fromShop,
    content: row.content,
    status: row.status as ReviewStatus,
    created_at: row.createdAt,
  };
}

/** The audit trail keeps what staff see of a review or a reply, times as ISO text. */
const audited = (view: AdminReview | AdminReply) => JSON.parse(JSON.stringify(view)) as Record<string, unknown>;

export async function searchReviews(
  db: Db,
  body: AdminReviewFilter,
  query: z.output<typeof adminReviewSearchQuery>,
): Promise<Page<AdminReview>> {
  const filter = filterOf(body);
  const [rows, total] = await Promise.all([
    repository.searchReviews(db, filter, pageWindow(query), query.sort as repository.ReviewSort),
    repository.countReviews(db, filter),
  ]);
  return page(rows.map(reviewView), total, query.page, query.page_size);
}

async function existingReview(db: Db, id: number, lock = false): Promise<repository.ReviewRow> {
  const row = await repository.findReview(db, id, { lock });
  if (!row) throw new AppError('REVIEW_NOT_FOUND');
  return row;
}

async function existingReply(db: Db, id: number, lock = false): Promise<repository.ReplyRow> {
  const row = await repository.findReply(db, id, { lock });
  if (!row) throw new AppError('REPLY_NOT_FOUND');
  return row;
}

export async function listReplies(db: Db, reviewId: number, paging: { page: number; page_size: number }): Promise<Page<AdminReply>> {
  await existingReview(db, reviewId);
  const { rows, total } = await repository.findReplies(db, reviewId, pageWindow(paging));
  return page(rows.map(replyView), total, paging.page, paging.page_size);
}

export async function changeReviewStatus(db: Db, actor: AuditActor, id: number, status: ReviewStatus): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const before = reviewView(await existingReview(tx, id, true));
    await repository.setReviewStatus(tx, id, status);
    const after = reviewView(await existingReview(tx, id));
    await recordAudit(tx, actor, {
      entity: 'review',
      entityId: id,
      action: status === 'hidden' ? 'hide' : 'show',
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

export async function changeReplyStatus(db: Db, actor: AuditActor, id: number, status: ReviewStatus): Promise<AdminReply> {
  return db.transaction(async (tx) => {
    const before = replyView(await existingReply(tx, id, true));
    await repository.setReplyStatus(tx, id, status);
    const after = replyView(await existingReply(tx, id));
    // A reply's changes are kept in its review's trail, where staff look for them.
    await recordAudit(tx, actor, {
      entity: 'review',
      entityId: before.review_id,
      action: status === 'hidden' ? 'hide-reply' : 'show-reply',
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

/** Staff answer in the shop's name; the reply is public at once, whatever state the review is in. */
export async function replyAsShop(db: Db, actor: AuditActor, reviewId: number, input: ShopReplyInput): Promise<AdminReply> {
  return db.transaction(async (tx) => {
    await existingReview(tx, reviewId);
    const id = await repository.insertShopReply(tx, { reviewId, userId: actor.id, content: input.content });
    const reply = replyView(await existingReply(tx, id));
    await recordAudit(tx, actor, { entity: 'review', entityId: reviewId, action: 'reply', before: null, after: audited(reply) });
    return reply;
  });
}

export async function deleteReview(db: Db, actor: AuditActor, id: number): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const before = reviewView(await existingReview(tx, id, true));
    await repository.deleteReview(tx, id);
    await recordAudit(tx, actor, { entity: 'review', entityId: id, action: 'delete', before: audited(before), after: null });
    return before;
  });
}

/** The ids of `id` and of every reply below it in the thread. */
function threadBelow(edges: { id: number; parentId: number | null }[], id: number): number[] {
  const found = [id];
  for (let index = 0; index < found.length; index += 1) {
    for (const edge of edges) if (edge.parentId === found[index] && !found.includes(edge.id)) found.push(edge.id);
  }
  return found;
}

/** A reply goes with the replies that answer it, so no answer is left hanging from nothing. */
export async function deleteReply(db: Db, actor: AuditActor, id: number): Promise<AdminReply> {
  return db.transaction(async (tx) => {
    const before = replyView(await existingReply(tx, id, true));
    const thread = threadBelow(await repository.replyEdges(tx, before.review_id), id);
    await repository.deleteReplies(tx, thread);
    await recordAudit(tx, actor, {
      entity: 'review',
      entityId: before.review_id,
      action: 'delete-reply',
      before: audited(before),
      after: null,
      detail: { deleted_reply_ids: thread },
    });
    return before;
  });
}

import type { Page } from '@app/contracts/envelope.js';
import { pageWindow } from '@app/contracts/list-query.js';
import type { PurchasedReport } from '@app/contracts/orders.js';
import type { Db } from '../../../db/client.js';
import { page } from '../../../lib/reply.js';
import * as repository from './entitlements.repository.js';

/** The reports the caller owns packages of, each with those packages, the latest purchase first. */
export async function purchasedReports(
  db: Db,
  userId: number,
  paging: { page: number; page_size: number },
): Promise<Page<PurchasedReport>> {
  const [rows, total] = await Promise.all([
    repository.findPurchasedReports(db, userId, pageWindow(paging)),
    repository.countPurchasedReports(db, userId),
  ]);
  const owned = await repository.findOwnedPackages(
    db,
    userId,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => ({
    id: row.id,
    title: row.title,
    title_en: row.titleEn,
    permalink: row.permalink,
    cover_url: row.coverUrl,
    published_on: row.publishedOn,
    purchased_at: row.purchasedAt ?? new Date(0),
    packages: owned
      .filter((item) => item.reportId === row.id)
      .map((item) => ({
        id: item.id,
        name: item.name,
        name_en: item.nameEn,
        level: item.level,
        order_code: item.orderCode,
        granted_at: item.grantedAt,
      })),
  }));
  return page(items, total, paging.page, paging.page_size);
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { packages, reportPackages, reports } from '../../../db/schema/index.js';
import { packageOriginalPrice, packagePrice } from '../../reports/package-price.js';
import { publicReport } from '../../reports/public-report.js';

/** The aliases the shared price expressions are written against. */
const rp = alias(reportPackages, 'rp');
const pk = alias(packages, 'pk');

export interface Offer {
  reportId: number;
  packageId: number;
  reportTitle: string;
  reportTitleEn: string | null;
  permalink: string;
  coverUrl: string | null;
  packageName: string;
  packageNameEn: string | null;
  level: number;
  isFree: boolean;
  /** The report is public and both the package and its offer for this report are active. */
  onSale: boolean;
  price: number;
  originalPrice: number;
}

/** An offer's columns over `rp`, `pk` and `reports`; `rp` may be missing when an offer was withdrawn. */
export const offerColumns = {
  reportId: reports.id,
  packageId: pk.id,
  reportTitle: reports.title,
  reportTitleEn: reports.titleEn,
  permalink: reports.permalink,
  coverUrl: reports.coverUrl,
  packageName: pk.name,
  packageNameEn: pk.nameEn,
  level: pk.level,
  isFree: pk.isFree,
  onSale: sql<boolean>`coalesce((${and(eq(rp.active, true), eq(pk.active, true), publicReport)}), false)`,
  price: sql<number>`${packagePrice}`.mapWith(Number),
  originalPrice: sql<number>`${packageOriginalPrice}`.mapWith(Number),
};

export { pk as offeredPackage, rp as reportOffer };

/** Every package these reports offer or once offered, with today's price. */
export function findOffers(db: Db, reportIds: number[]): Promise<Offer[]> {
  if (reportIds.length === 0) return Promise.resolve([]);
  return db
    .select(offerColumns)
    .from(rp)
    .innerJoin(pk, eq(pk.id, rp.packageId))
    .innerJoin(reports, eq(reports.id, rp.reportId))
    .where(inArray(rp.reportId, [...new Set(reportIds)]));
}

import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { downloadLogs, entitlements, packages, reportContents, reportPackages, reports } from '../../db/schema/index.js';
import { publicReport } from './public-report.js';

const packageColumns = { id: packages.id, name: packages.name, name_en: packages.nameEn, level: packages.level, is_free: packages.isFree };

export async function findPublicReport(db: Db, id: number) {
  const [row] = await db
    .select({ id: reports.id, title: reports.title, permalink: reports.permalink })
    .from(reports)
    .where(and(eq(reports.id, id), publicReport))
    .limit(1);
  return row ?? null;
}

/**
 * A package of a report whether or not it is still on sale, and whether it is: buyers keep reading
 * a package that staff stopped selling.
 */
export async function findReportPackage(db: Db, reportId: number, packageId: number) {
  const [row] = await db
    .select({ ...packageColumns, offered: sql<boolean>`${reportPackages.active} and ${packages.active}` })
    .from(reportPackages)
    .innerJoin(packages, eq(packages.id, reportPackages.packageId))
    .where(and(eq(reportPackages.reportId, reportId), eq(reportPackages.packageId, packageId)))
    .limit(1);
  return row ?? null;
}

/** The free package a report offers, if any. */
export async function findFreePackage(db: Db, reportId: number) {
  const [row] = await db
    .select(packageColumns)
    .from(reportPackages)
    .innerJoin(packages, eq(packages.id, reportPackages.packageId))
    .where(
      and(eq(reportPackages.reportId, reportId), eq(reportPackages.active, true), eq(packages.active, true), eq(packages.isFree, true)),
    )
    .orderBy(asc(packages.level))
    .limit(1);
  return row ?? null;
}

/** Whether a user bought this package of the report, or a higher one, which includes it. */
export async function hasEntitlement(db: Db, userId: number, reportId: number, level: number): Promise<boolean> {
  const [row] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .innerJoin(packages, eq(packages.id, entitlements.packageId))
    .where(and(eq(entitlements.userId, userId), eq(entitlements.reportId, reportId), gte(packages.level, level)))
    .limit(1);
  return row !== undefined;
}

/** The active contents of one package of a report, with what it takes to open them. */
export function findPackageContents(db: Db, reportId: number, packageId: number) {
  return db
    .select({
      id: reportContents.id,
      title: reportContents.title,
      title_en: reportContents.titleEn,
      format: reportContents.format,
      preview_text: reportContents.previewText,
      page_count: reportContents.pageCount,
      file_size: reportContents.fileSize,
      file_name: reportContents.fileName,
      mime_type: reportContents.mimeType,
      file_key: reportContents.fileKey,
      url: reportContents.url,
    })
    .from(reportContents)
    .where(and(eq(reportContents.reportId, reportId), eq(reportContents.packageId, packageId), eq(reportContents.active, true)))
    .orderBy(asc(reportContents.sortOrder), asc(reportContents.id));
}

/** A content's stored file, for serving a signed link. */
export async function findContentFile(db: Db, contentId: number) {
  const [row] = await db
    .select({
      id: reportContents.id,
      reportId: reportContents.reportId,
      fileKey: reportContents.fileKey,
      fileName: reportContents.fileName,
      format: reportContents.format,
    })
    .from(reportContents)
    .where(and(eq(reportContents.id, contentId), eq(reportContents.active, true)))
    .limit(1);
  return row ?? null;
}

/** One more download of a content by a user, a guest contact request or an anonymous visitor, that day. */
export async function countDownload(
  db: Db,
  download: { contentId: number; reportId: number; userId: number | null; contactRequestId: number | null; day: string },
): Promise<void> {
  await db
    .insert(downloadLogs)
    .values({ ...download, count: 1 })
    .onConflictDoUpdate({
      target: [downloadLogs.contentId, downloadLogs.userId, downloadLogs.contactRequestId, downloadLogs.day],
      set: { count: sql`${downloadLogs.count} + 1`, lastAt: sql`now()` },
    });
}

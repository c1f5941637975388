import type { ContentFormat, ContentLink, ReportContents } from '@app/contracts/reports.js';
import type { FreeDownloadInput } from '@app/contracts/contacts.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { FileLinks, LinkSubject } from '../files/file-links.js';
import { recordFreeDownload } from '../contacts/contacts.service.js';
import * as repository from './report-contents.repository.js';

type OfferedPackage = NonNullable<Awaited<ReturnType<typeof repository.findFreePackage>>>;

const noFreeContent = { vi: 'Báo cáo này không có nội dung miễn phí.', en: 'This report has no free content.' };
const packageNotOffered = { vi: 'Báo cáo này không bán gói nội dung đã chọn.', en: 'This report does not offer the chosen package.' };

async function publicReport(db: Db, reportId: number) {
  const report = await repository.findPublicReport(db, reportId);
  if (!report) throw notFound();
  return report;
}

/** A package's contents with links: a signed file link for stored files, the external link for YouTube. */
async function packageContents(
  db: Db,
  links: FileLinks,
  report: ReportContents['report'],
  pkg: OfferedPackage,
  subject: LinkSubject,
): Promise<ReportContents> {
  const rows = await repository.findPackageContents(db, report.id, pkg.id);
  const contents = rows.flatMap((row): ContentLink[] => {
    const summary = {
      id: row.id,
      title: row.title,
      title_en: row.title_en,
      format: row.format as ContentFormat,
      package_id: pkg.id,
      package_name: pkg.name,
      is_free: pkg.is_free,
      preview_text: row.preview_text,
      page_count: row.page_count,
      file_size: row.file_size,
    };
    if (row.file_key) {
      const link = links.sign(row.id, subject);
      return [{ ...summary, url: link.url, file_name: row.file_name, mime_type: row.mime_type, expires_at: link.expiresAt }];
    }
    return row.url ? [{ ...summary, url: row.url, file_name: null, mime_type: null, expires_at: null }] : [];
  });
  return { report, package: pkg, contents };
}

async function freePackage(db: Db, reportId: number) {
  const report = await publicReport(db, reportId);
  const pkg = await repository.findFreePackage(db, reportId);
  if (!pkg) throw notFound(noFreeContent);
  return { report, pkg };
}

/** The free package of a report is open to everyone; a signed-in reader's downloads count as theirs. */
export async function freeContents(db: Db, links: FileLinks, reportId: number, userId?: number) {
  const { report, pkg } = await freePackage(db, reportId);
  return packageContents(db, links, report, pkg, { userId });
}

/** The guest form: the visitor leaves a name, an email and a phone, and gets the free package. */
export async function freeDownload(db: Db, links: FileLinks, body: FreeDownloadInput, userId?: number) {
  const { report, pkg } = await freePackage(db, body.report_id);
  const contactRequestId = await recordFreeDownload(
    db,
    { fullName: body.full_name, email: body.email, phone: body.phone_number, reportId: report.id },
    userId,
  );
  return packageContents(db, links, report, pkg, { contactRequestId });
}

/**
 * A package's contents for a reader entitled to it: the package is free and on sale, or they own it
 * or a higher one, even after staff stopped selling it.
 */
export async function entitledContents(db: Db, links: FileLinks, userId: number, reportId: number, packageId: number) {
  const report = await publicReport(db, reportId);
  const found = await repository.findReportPackage(db, reportId, packageId);
  if (!found) throw notFound(packageNotOffered);
  const { offered, ...pkg } = found;
  if (!(pkg.is_free && offered) && !(await repository.hasEntitlement(db, userId, reportId, pkg.level))) {
    if (!offered) throw notFound(packageNotOffered);
    throw new AppError('CONTENT_NOT_ENTITLED');
  }
  return packageContents(db, links, report, pkg, { userId });
}

/** Reviews check that a report is public, and file downloads find and count a content, through here. */
export { countDownload, findContentFile, findPublicReport } from './report-contents.repository.js';

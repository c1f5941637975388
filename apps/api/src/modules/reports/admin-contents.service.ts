import type { z } from 'zod';
import type { AdminContent, adminContentSearchBody, adminContentSearchQuery, ContentInput } from '@app/contracts/admin-reports.js';
import type { Page } from '@app/contracts/envelope.js';
import { pageWindow } from '@app/contracts/list-query.js';
import type { ContentFormat, ContentLink } from '@app/contracts/reports.js';
import type { Db } from '../../db/client.js';
import { AppError, invalidField } from '../../lib/app-error.js';
import { page } from '../../lib/reply.js';
import type { FileStorage } from '../../lib/storage/storage.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import type { FileLinks } from '../files/file-links.js';
import { offersPackage, reportExists } from './admin-reports.service.js';
import * as repository from './admin-contents.repository.js';

function contentView(row: repository.ContentRow): AdminContent {
  const content = row.content;
  return {
    id: content.id,
    report: row.report,
    package: row.package,
    title: content.title,
    title_en: content.titleEn,
    format: content.format as ContentFormat,
    file_key: content.fileKey,
    file_name: content.fileName,
    file_size: content.fileSize,
    mime_type: content.mimeType,
    url: content.url,
    preview_text: content.previewText,
    page_count: content.pageCount,
    sort_order: content.sortOrder,
    active: content.active,
    created_at: content.createdAt,
    updated_at: content.updatedAt,
  };
}

const audited = (row: repository.ContentRow) => {
  const { report, package: pkg, created_at: _created, updated_at: _updated, ...rest } = contentView(row);
  return { ...rest, report_id: report.id, package_id: pkg.id } as Record<string, unknown>;
};

export async function searchContents(
  db: Db,
  body: z.output<typeof adminContentSearchBody>,
  query: z.output<typeof adminContentSearchQuery>,
): Promise<Page<AdminContent>> {
  const filter: repository.ContentFilter = {
    keyword: body.keyword,
    reportId: body.report_id,
    packageId: body.package_id,
    format: body.format,
    active: body.active,
  };
  const [rows, total] = await Promise.all([
    repository.searchContents(db, filter, pageWindow(query), query.sort as repository.ContentSort),
    repository.countContents(db, filter),
  ]);
  return page(rows.map(contentView), total, query.page, query.page_size);
}

/** The stored file's type, as the upload read it from its bytes, matches the chosen format. */
const fileFits: Record<Exclude<ContentFormat, 'youtube'>, (contentType: string) => boolean> = {
  pdf: (type) => type === 'application/pdf',
  video: (type) => type.startsWith('video/'),
  archive: (type) => type !== 'application/pdf' && !type.startsWith('video/') && !type.startsWith('image/'),
};

/**
 * A content belongs to a package the report offers; an uploaded file must be in the store, and
 * its size and type are read from there rather than taken from the form.
 */
async function valuesOf(db: Db, storage: FileStorage, input: ContentInput): Promise<repository.ContentValues> {
  if (!(await reportExists(db, input.report_id))) throw invalidField('report_id', 'reference_unknown');
  if (!(await offersPackage(db, input.report_id, input.package_id))) throw invalidField('package_id', 'content_package_not_offered');
  const stored = input.format !== 'youtube' && input.file_key ? await storage.stat(input.file_key) : null;
  if (input.format !== 'youtube' && input.file_key && !stored) throw invalidField('file_key', 'content_file_missing');
  if (stored && !fileFits[input.format as Exclude<ContentFormat, 'youtube'>](stored.contentType)) {
    throw invalidField('file_key', 'content_file_format');
  }
  return {
    reportId: input.report_id,
    packageId: input.package_id,
    title: input.title,
    titleEn: input.title_en ?? null,
    format: input.format,
    fileKey: stored ? input.file_key! : null,
    fileName: stored ? (input.file_name ?? input.file_key!.split('/').pop()!) : null,
    fileSize: stored?.size ?? null,
    mimeType: stored?.contentType ?? null,
    url: stored ? null : (input.url ?? null),
    previewText: input.preview_text ?? null,
    pageCount: input.page_count ?? null,
    sortOrder: input.sort_order,
    active: input.active,
  };
}

export async function createContent(db: Db, storage: FileStorage, actor: AuditActor, input: ContentInput): Promise<AdminContent> {
  return db.transaction(async (tx) => {
    const id = await repository.insertContent(tx, await valuesOf(tx, storage, input));
    const created = (await repository.findContent(tx, id))!;
    await recordAudit(tx, actor, { entity: 'report_content', entityId: id, action: 'create', before: null, after: audited(created) });
    return contentView(created);
  });
}

async function changeContent(
  db: Db,
  actor: AuditActor,
  id: number,
  action: string,
  values: (tx: Db) => Promise<Partial<repository.ContentValues>>,
): Promise<AdminContent> {
  return db.transaction(async (tx) => {
    const before = await repository.findContent(tx, id, { lock: true });
    if (!before) throw new AppError('CONTENT_NOT_FOUND');
    await repository.updateContent(tx, id, await values(tx));
    const after = (await repository.findContent(tx, id))!;
    await recordAudit(tx, actor, { entity: 'report_content', entityId: id, action, before: audited(before), after: audited(after) });
    return contentView(after);
  });
}

export function updateContent(db: Db, storage: FileStorage, actor: AuditActor, id: number, input: ContentInput): Promise<AdminContent> {
  return changeContent(db, actor, id, 'update', (tx) => valuesOf(tx, storage, input));
}

export function changeActive(db: Db, actor: AuditActor, id: number, active: boolean): Promise<AdminContent> {
  return changeContent(db, actor, id, active ? 'activate' : 'deactivate', async () => ({ active }));
}

/**
 * The content as its buyer opens it. The link is signed for the staff member as a preview, so the
 * file opens in their session and the download counter leaves it out.
 */
export async function previewContent(db: Db, links: FileLinks, staffId: number, id: number): Promise<ContentLink> {
  const row = await repository.findContent(db, id);
  if (!row) throw new AppError('CONTENT_NOT_FOUND');
  const content = contentView(row);
  const summary = {
    id: content.id,
    title: content.title,
    title_en: content.title_en,
    format: content.format,
    package_id: content.package.id,
    package_name: content.package.name,
    is_free: false,
    preview_text: content.preview_text,
    page_count: content.page_count,
    file_size: content.file_size,
  };
  if (content.file_key) {
    const link = links.sign(content.id, { userId: staffId, preview: true });
    return { ...summary, url: link.url, file_name: content.file_name, mime_type: content.mime_type, expires_at: link.expiresAt };
  }
  return { ...summary, url: content.url ?? '', file_name: null, mime_type: null, expires_at: null };
}

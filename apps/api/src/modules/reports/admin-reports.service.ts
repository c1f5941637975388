import type { z } from 'zod';
import type {
  AdminReport,
  adminReportSearchBody,
  adminReportSearchQuery,
  ContentReportOption,
  ReportInput,
  ReportStatus,
} from '@app/contracts/admin-reports.js';
import type { Page } from '@app/contracts/envelope.js';
import { pageWindow } from '@app/contracts/list-query.js';
import { freePermalink } from '@app/contracts/permalink.js';
import type { Db } from '../../db/client.js';
import { AppError, invalidField } from '../../lib/app-error.js';
import { page } from '../../lib/reply.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { existingPackageIds } from './admin-packages.service.js';
import * as repository from './admin-reports.repository.js';

function reportView(row: repository.ReportRow): AdminReport {
  const report = row.report;
  return {
    id: report.id,
    title: report.title,
    title_en: report.titleEn,
    permalink: report.permalink,
    area: row.area,
    province: row.province,
    project: row.project,
    cover_url: report.coverUrl,
    summary: report.summary,
    description: report.description,
    published_on: report.publishedOn,
    hot: report.hot,
    status: report.status as ReportStatus,
    is_free: report.isFree,
    active: report.active,
    packages: row.packages,
    content_count: row.contentCount,
    created_at: report.createdAt,
    updated_at: report.updatedAt,
  };
}

/** The trail keeps what staff edit, with the packages on sale as ids. */
const audited = (row: repository.ReportRow) => {
  const { area, province, project, packages, content_count: _count, created_at: _created, updated_at: _updated, ...rest } = reportView(row);
  return {
    ...rest,
    area_id: area?.id ?? null,
    province_id: province?.id ?? null,
    project_id: project?.id ?? null,
    package_ids: packages.filter((pkg) => pkg.active).map((pkg) => pkg.id),
  } as Record<string, unknown>;
};

export async function searchReports(
  db: Db,
  body: z.output<typeof adminReportSearchBody>,
  query: z.output<typeof adminReportSearchQuery>,
): Promise<Page<AdminReport>> {
  const filter: repository.ReportFilter = {
    keyword: body.keyword,
    areaId: body.area_id,
    provinceId: body.province_id,
    projectId: body.project_id,
    status: body.status,
    active: body.active,
    isFree: body.is_free,
    hot: body.hot,
  };
  const [rows, total] = await Promise.all([
    repository.searchReports(db, filter, pageWindow(query), query.sort as repository.ReportSort),
    repository.countReports(db, filter),
  ]);
  return page(rows.map(reportView), total, query.page, query.page_size);
}

export async function getReport(db: Db, id: number): Promise<AdminReport> {
  const row = await repository.findReport(db, id);
  if (!row) throw new AppError('REPORT_NOT_FOUND');
  return reportView(row);
}

/** The chosen area, province, project and packages exist, and the province lies in the area. */
async function checkReferences(db: Db, input: ReportInput): Promise<void> {
  const place = await repository.findPlace(db, { areaId: input.area_id, provinceId: input.province_id, projectId: input.project_id });
  if (input.area_id !== undefined && !place.area) throw invalidField('area_id', 'reference_unknown');
  if (input.province_id !== undefined && !place.province) throw invalidField('province_id', 'reference_unknown');
  if (input.project_id !== undefined && !place.project) throw invalidField('project_id', 'reference_unknown');
  if (place.area && place.province && place.province.areaId !== place.area.id) throw invalidField('province_id', 'province_not_in_area');
  const known = await existingPackageIds(db, input.package_ids);
  if (known.length !== input.package_ids.length) throw invalidField('package_ids', 'package_unknown');
}

const permalinkTaken = () => invalidField('permalink', 'permalink_taken');

/** A typed permalink must be free; a blank one is made from the title, the first free one. */
async function permalinkFor(db: Db, input: ReportInput, exceptId?: number): Promise<string> {
  if (input.permalink) {
    if (await repository.permalinkTaken(db, input.permalink, exceptId)) throw permalinkTaken();
    return input.permalink;
  }
  return freePermalink(input.title, (candidate) => repository.permalinkTaken(db, candidate, exceptId));
}

function valuesOf(input: ReportInput, permalink: string): repository.ReportValues {
  return {
    title: input.title,
    titleEn: input.title_en ?? null,
    permalink,
    areaId: input.area_id ?? null,
    provinceId: input.province_id ?? null,
    projectId: input.project_id ?? null,
    coverUrl: input.cover_url ?? null,
    summary: input.summary ?? null,
    description: input.description ?? null,
    publishedOn: input.published_on ?? null,
    hot: input.hot,
    status: input.status,
    isFree: input.is_free,
    active: input.active,
  };
}

export async function createReport(db: Db, actor: AuditActor, input: ReportInput): Promise<AdminReport> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, input);
    const id = await repository.insertReport(tx, valuesOf(input, await permalinkFor(tx, input)));
    if (id === null) throw permalinkTaken();
    await repository.setOfferedPackages(tx, id, input.package_ids);
    const created = (await repository.findReport(tx, id))!;
    await recordAudit(tx, actor, { entity: 'report', entityId: id, action: 'create', before: null, after: audited(created) });
    return reportView(created);
  });
}

async function changeReport(
  db: Db,
  actor: AuditActor,
  id: number,
  action: string,
  change: (tx: Db) => Promise<void>,
): Promise<AdminReport> {
  return db.transaction(async (tx) => {
    const before = await repository.findReport(tx, id, { lock: true });
    if (!before) throw new AppError('REPORT_NOT_FOUND');
    await change(tx);
    const after = (await repository.findReport(tx, id))!;
    await recordAudit(tx, actor, { entity: 'report', entityId: id, action, before: audited(before), after: audited(after) });
    return reportView(after);
  });
}

export function updateReport(db: Db, actor: AuditActor, id: number, input: ReportInput): Promise<AdminReport> {
  return changeReport(db, actor, id, 'update', async (tx) => {
    await checkReferences(tx, input);
    if (!(await repository.updateReport(tx, id, valuesOf(input, await permalinkFor(tx, input, id))))) throw permalinkTaken();
    await repository.setOfferedPackages(tx, id, input.package_ids);
  });
}

export function changeActive(db: Db, actor: AuditActor, id: number, active: boolean): Promise<AdminReport> {
  return changeReport(db, actor, id, active ? 'activate' : 'deactivate', async (tx) => {
    await repository.updateReport(tx, id, { active });
  });
}

export async function reportOptions(db: Db, filter: { keyword?: string; id?: number }): Promise<ContentReportOption[]> {
  return repository.reportOptions(db, filter);
}

export const offersPackage = repository.offersPackage;
export const reportExists = repository.reportExists;

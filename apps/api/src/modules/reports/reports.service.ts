import type { z } from 'zod';
import { pageWindow, type IdOrPermalink } from '@app/contracts/list-query.js';
import type { otherReportsBody, reportAdvanceSearchBody, reportListFilter, reportPageQuery } from '@app/contracts/reports.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { page } from '../../lib/reply.js';
import { readyPage, readyResult, type ReadyJson } from '../../lib/ready-json.js';
import { projectIdOf } from '../projects/projects.service.js';
import * as repository from './reports.repository.js';

const one = (id: number | undefined) => (id === undefined ? undefined : [id]);

export async function listReports(db: Db, query: z.output<typeof reportListFilter>): Promise<ReadyJson> {
  const { cards, total } = await repository.findReportCards(
    db,
    {
      provinceIds: one(query.province_id),
      unitIds: one(query.unit_id),
      areaIds: one(query.area_id),
      projectIds: one(query.project_id),
      isFree: query.is_free,
      hot: query.hot,
      keyword: query.keyword,
      sort: query.sort,
    },
    pageWindow(query),
  );
  return readyPage(cards, total, query.page, query.page_size);
}

export async function advanceSearch(db: Db, body: z.output<typeof reportAdvanceSearchBody>): Promise<ReadyJson> {
  const { cards, total } = await repository.findReportCards(
    db,
    {
      areaIds: body.area_ids,
      provinceIds: body.province_ids,
      projectIds: body.project_ids,
      investorIds: body.investor_ids,
      isFree: body.is_free,
      hot: body.hot,
      publishedFrom: body.published_from,
      publishedTo: body.published_to,
      keyword: body.keyword,
      sort: body.sort,
    },
    pageWindow(body),
  );
  return readyPage(cards, total, body.page, body.page_size);
}

export async function getReport(db: Db, key: IdOrPermalink): Promise<ReadyJson> {
  const report = await repository.findReportDetail(db, key);
  if (report === null) throw notFound();
  return readyResult(report);
}

/** Other reports to read next: the same province first, then the same area, then the newest. */
export async function otherReports(db: Db, body: z.output<typeof otherReportsBody>): Promise<ReadyJson> {
  const place = await repository.findReportPlace(db, body.report_id);
  if (!place) throw notFound();
  const { cards, total } = await repository.findReportCards(
    db,
    { excludeId: place.id },
    pageWindow(body),
    repository.samePlaceFirst(place),
  );
  return readyPage(cards, total, body.page, body.page_size);
}

/** The reports written about one project, by the project's id or permalink. */
export async function projectReports(db: Db, key: IdOrPermalink, query: z.output<typeof reportPageQuery>): Promise<ReadyJson> {
  const projectId = await projectIdOf(db, key);
  if (projectId === null) throw notFound();
  const { cards, total } = await repository.findReportCards(db, { projectIds: [projectId] }, pageWindow(query));
  return readyPage(cards, total, query.page, query.page_size);
}

export async function provinceCounts(db: Db) {
  return { items: await repository.countReportsByProvince(db) };
}

export async function documentTypes(db: Db) {
  const items = await repository.findActivePackages(db);
  return page(items, items.length, 1, -1);
}

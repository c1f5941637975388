import type { z } from 'zod';
import { compareVietnamese } from '@app/contracts/search.js';
import { pageWindow, type IdOrPermalink } from '@app/contracts/list-query.js';
import type {
  ProjectListItem,
  coordinatesQuery,
  nearestProjectsQuery,
  projectAdvanceSearchBody,
  projectFilterBody,
  projectPageQuery,
  projectSearchQuery,
  projectSelectQuery,
} from '@app/contracts/projects.js';
import type { Db } from '../../db/client.js';
import { projectStates, projectTypes, projectUtils } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { page } from '../../lib/reply.js';
import { parseCards, readyPage, type ReadyJson } from '../../lib/ready-json.js';
import * as repository from './projects.repository.js';
import type { ProjectFilter } from './projects.repository.js';

const one = (id: number | undefined) => (id === undefined ? undefined : [id]);

export async function getProject(db: Db, key: IdOrPermalink) {
  const project = await repository.findProjectDetail(db, key);
  if (!project) throw notFound();
  return project;
}

export async function filterProjects(db: Db, body: z.output<typeof projectFilterBody>): Promise<ReadyJson> {
  const { cards, total } = await repository.findProjectCards(
    db,
    {
      provinceIds: one(body.province_id),
      unitIds: one(body.unit_id),
      districtIds: one(body.district_id),
      investorIds: one(body.investor_id),
      typeIds: one(body.project_type_id),
      stateIds: one(body.project_state_id),
      keyword: body.keyword,
      hot: body.hot,
    },
    pageWindow(body),
  );
  return readyPage(cards, total, body.page, body.page_size);
}

export async function advanceSearch(db: Db, body: z.output<typeof projectAdvanceSearchBody>): Promise<ReadyJson> {
  const { cards, total } = await repository.findProjectCards(
    db,
    {
      provinceIds: body.province_ids,
      unitIds: body.unit_ids,
      districtIds: body.district_ids,
      investorIds: body.investor_ids,
      typeIds: body.project_type_ids,
      stateIds: body.project_state_ids,
      utilIds: body.util_ids,
      priceMin: body.price_min,
      priceMax: body.price_max,
      hot: body.hot,
      keyword: body.keyword,
      sort: body.sort,
    },
    pageWindow(body),
  );
  return readyPage(cards, total, body.page, body.page_size);
}

/** The projects asked for, in the order asked; unknown or inactive ids are left out. */
export async function projectsByIds(db: Db, ids: number[]): Promise<ReadyJson> {
  const wanted = [...new Set(ids)];
  const { cards, total } = await repository.findProjectCards(db, { ids: wanted }, { limit: wanted.length, offset: 0 });
  return readyPage(cards, total, 1, wanted.length);
}

export async function nearestProjects(db: Db, query: z.output<typeof nearestProjectsQuery>) {
  let origin: { lat: number; lng: number } | null;
  if (query.project_id !== undefined) {
    const project = await repository.findCoordinates(db, query.project_id);
    if (!project) throw notFound();
    // A project without a position has no neighbours to show rather than being an error.
    origin = project.lat === null || project.lng === null ? null : { lat: project.lat, lng: project.lng };
  } else {
    origin = { lat: query.lat!, lng: query.lng! };
  }
  const items = origin ? await repository.findNearest(db, origin, query.limit, query.project_id) : [];
  return page(items, items.length, 1, query.limit);
}

export async function allCoordinates(db: Db, query: z.output<typeof coordinatesQuery>) {
  const { items, total } = await repository.findAllCoordinates(db, query.province_id, pageWindow(query));
  return page(items, total, query.page, query.page_size);
}

export async function projectsWithAmbassador(db: Db, query: z.output<typeof projectPageQuery>) {
  const { items, total } = await repository.findProjectsWithAmbassador(db, pageWindow(query));
  return page(items, total, query.page, query.page_size);
}

export async function projectOptions(db: Db, query: z.output<typeof projectSelectQuery>) {
  const { items, total } = await repository.findProjectOptions(db, query.keyword, pageWindow(query));
  return page(items, total, query.page, query.page_size);
}

/** The search box: a blank keyword finds nothing rather than everything. */
export async function searchProjects(db: Db, query: z.output<typeof projectSearchQuery>): Promise<ReadyJson> {
  if (!query.keyword) return readyPage('', 0, query.page, query.page_size);
  const { cards, total } = await repository.findProjectCards(db, { keyword: query.keyword }, pageWindow(query));
  return readyPage(cards, total, query.page, query.page_size);
}

const lists = { type: projectTypes, util: projectUtils, state: projectStates };

/** Staff order the short lists; equal places fall back to Vietnamese alphabetical order. */
export async function projectList(db: Db, kind: keyof typeof lists) {
  const rows = await repository.findProjectList(db, lists[kind]);
  rows.sort((a, b) => a.sort_order - b.sort_order || compareVietnamese(a.name, b.name));
  const items = rows.map(({ sort_order: _order, ...entry }) => entry);
  return page(items, items.length, 1, -1);
}

/** A page of one investor's or one ambassador's projects, hot ones first, for their detail pages. */
export async function ownersProjects(
  db: Db,
  owner: Pick<ProjectFilter, 'investorIds' | 'ambassadorId'>,
  query: { page: number; page_size: number },
): Promise<{ items: ProjectListItem[]; total: number }> {
  const { cards, total } = await repository.findProjectCards(db, { ...owner, hotFirst: true }, pageWindow(query));
  return { items: parseCards<ProjectListItem>(cards), total };
}

/** The id of the active project with this id or permalink, null when there is none. */
export function projectIdOf(db: Db, key: IdOrPermalink): Promise<number | null> {
  return repository.findProjectId(db, key);
}

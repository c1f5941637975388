import { and, asc, count, desc, eq, inArray, max, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  ambassadors,
  districts,
  investors,
  projectMedia,
  projectStates,
  projectTypes,
  projectUtilities,
  projectUtils,
  projects,
  provinces,
} from '../../db/schema/index.js';
import { everyWordIn, textAndPermalink } from '../../lib/keyword-words.js';
import { sortKey } from '../../lib/sort-key.js';

export interface ProjectFilter {
  /** Lower-case words without diacritics, each matched in the search text or the permalink. */
  words?: string[];
  active?: boolean;
  hot?: boolean;
  investorId?: number;
  provinceId?: number;
  projectTypeId?: number;
  projectStateId?: number;
}

export const sortColumns = { id: projects.id, created_at: projects.createdAt, title: projects.title, price: projects.price };
export type ProjectSort = { column: keyof typeof sortColumns; direction: 'asc' | 'desc' };

function conditions(filter: ProjectFilter): SQL | undefined {
  const equal = <T>(column: Parameters<typeof eq>[0], value: T | undefined) => (value === undefined ? undefined : eq(column, value));
  return and(
    ...everyWordIn(textAndPermalink(projects), filter.words ?? []),
    equal(projects.active, filter.active),
    equal(projects.hot, filter.hot),
    equal(projects.investorId, filter.investorId),
    equal(projects.provinceId, filter.provinceId),
    equal(projects.projectTypeId, filter.projectTypeId),
    equal(projects.projectStateId, filter.projectStateId),
  );
}

const listColumns = {
  row: projects,
  investor: { id: investors.id, name: investors.name },
  province: { id: provinces.id, name: provinces.name, name_en: provinces.nameEn },
  district: { id: districts.id, name: districts.name },
  projectType: { id: projectTypes.id, name: projectTypes.name, name_en: projectTypes.nameEn },
  projectState: { id: projectStates.id, name: projectStates.name, name_en: projectStates.nameEn },
  ambassador: { id: ambassadors.id, name: ambassadors.name },
};

function selectProjects(db: Db) {
  return db
    .select(listColumns)
    .from(projects)
    .leftJoin(investors, eq(investors.id, projects.investorId))
    .leftJoin(provinces, eq(provinces.id, projects.provinceId))
    .leftJoin(districts, eq(districts.id, projects.districtId))
    .leftJoin(projectTypes, eq(projectTypes.id, projects.projectTypeId))
    .leftJoin(projectStates, eq(projectStates.id, projects.projectStateId))
    .leftJoin(ambassadors, eq(ambassadors.id, projects.ambassadorId));
}
export type ProjectListRow = Awaited<ReturnType<typeof searchProjects>>[number];

export async function countProjects(db: Db, filter: ProjectFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projects).where(conditions(filter));
  return row?.n ?? 0;
}

export function searchProjects(db: Db, filter: ProjectFilter, window: { limit: number; offset: number }, sort: ProjectSort) {
  const order = sort.direction === 'asc' ? asc : desc;
  return selectProjects(db)
    .where(conditions(filter))
    .orderBy(sortKey(sortColumns[sort.column], sort.direction), order(projects.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function findProjectById(db: Db, id: number, options: { lock?: boolean } = {}) {
  if (options.lock) await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for('update');
  const [row] = await selectProjects(db).where(eq(projects.id, id)).limit(1);
  if (!row) return null;
  const [utilities, gallery] = await Promise.all([
    db
      .select({ id: projectUtilities.utilId })
      .from(projectUtilities)
      .where(eq(projectUtilities.projectId, id))
      .orderBy(asc(projectUtilities.utilId)),
    db
      .select({ id: projectMedia.id, url: projectMedia.url, caption: projectMedia.caption })
      .from(projectMedia)
      .where(and(eq(projectMedia.projectId, id), eq(projectMedia.kind, 'image')))
      .orderBy(asc(projectMedia.sortOrder), asc(projectMedia.id)),
  ]);
  return { ...row, utilityIds: utilities.map((utility) => utility.id), gallery };
}

export async function permalinkTaken(db: Db, permalink: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.permalink, permalink), exceptId === undefined ? undefined : ne(projects.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export type ProjectValues = Omit<typeof projects.$inferInsert, 'id' | 'searchText' | 'createdAt' | 'updatedAt'>;

/** Null when the permalink was taken by a write that got there first. */
export async function insertProject(db: Db, values: ProjectValues): Promise<number | null> {
  const [row] = await db.insert(projects).values(values).onConflictDoNothing().returning({ id: projects.id });
  return row?.id ?? null;
}

export async function updateProject(db: Db, id: number, values: Partial<ProjectValues>): Promise<void> {
  await db.update(projects).set(values).where(eq(projects.id, id));
}

export async function replaceUtilities(db: Db, projectId: number, utilIds: number[]): Promise<void> {
  await db.delete(projectUtilities).where(eq(projectUtilities.projectId, projectId));
  if (utilIds.length) await db.insert(projectUtilities).values(utilIds.map((utilId) => ({ projectId, utilId })));
}

/** The gallery in the order given; videos and other media kinds stay as they are. */
export async function replaceGallery(db: Db, projectId: number, pictures: { url: string; caption: string | null }[]): Promise<void> {
  await db.delete(projectMedia).where(and(eq(projectMedia.projectId, projectId), eq(projectMedia.kind, 'image')));
  if (pictures.length)
    await db
      .insert(projectMedia)
      .values(
        pictures.map((picture, index) => ({ projectId, kind: 'image', url: picture.url, caption: picture.caption, sortOrder: index })),
      );
}

const lists = { 'project-type': projectTypes, 'project-util': projectUtils, 'project-state': projectStates } as const;
export type ListKind = keyof typeof lists;
const usedBy = { 'project-type': 'project_type_id', 'project-util': null, 'project-state': 'project_state_id' } as const;

function listColumnsOf(kind: ListKind) {
  const table = lists[kind];
  const column = usedBy[kind];
  const projectCount = column
    ? sql<number>`(select count(*)::int from ${projects} p where p.${sql.raw(column)} = ${table.id})`
    : sql<number>`(select count(*)::int from ${projectUtilities} pu where pu.util_id = ${table.id})`;
  return {
    id: table.id,
    name: table.name,
    name_en: table.nameEn,
    code: table.code,
    sort_order: table.sortOrder,
    active: table.active,
    project_count: projectCount.mapWith(Number),
  };
}

export function findListEntries(db: Db, kind: ListKind) {
  const table = lists[kind];
  return db.select(listColumnsOf(kind)).from(table).orderBy(asc(table.sortOrder), asc(table.id));
}

export async function findListEntry(db: Db, kind: ListKind, id: number, options: { lock?: boolean } = {}) {
  const table = lists[kind];
  if (options.lock) await db.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  const [row] = await db.select(listColumnsOf(kind)).from(table).where(eq(table.id, id)).limit(1);
  return row ?? null;
}

export async function codeTaken(db: Db, kind: ListKind, code: string): Promise<boolean> {
  const table = lists[kind];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.code, code)).limit(1);
  return row !== undefined;
}

export async function insertListEntry(
  db: Db,
  kind: ListKind,
  values: { name: string; nameEn: string | null; code: string; active: boolean },
) {
  const table = lists[kind];
  const [last] = await db.select({ value: max(table.sortOrder) }).from(table);
  const [row] = await db
    .insert(table)
    .values({ ...values, sortOrder: (last?.value ?? 0) + 1 })
    .returning({ id: table.id });
  return row!.id;
}

export async function updateListEntry(
  db: Db,
  kind: ListKind,
  id: number,
  values: { name?: string; nameEn?: string | null; active?: boolean },
) {
  const table = lists[kind];
  await db.update(table).set(values).where(eq(table.id, id));
}

/** The ids among `ids` that name active entries of the list. */
export async function activeListIds(db: Db, kind: ListKind, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const table = lists[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.active, true), inArray(table.id, ids)));
  return new Set(rows.map((row) => row.id));
}

import { and, asc, count, desc, eq, gte, isNotNull, lte, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  ambassadorProjects,
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
import type { IdOrPermalink } from '@app/contracts/list-query.js';
import type { ProjectDetail } from '@app/contracts/projects.js';
import { ambassadorSummaryColumns, publicAmbassador } from '../ambassadors-public/public-ambassador.js';
import { inUnits, provinceUnits, unitColumns, unitOfProvince } from '../geography/province-unit.js';
import { Filters, findCardPage, findPage, pageLimit, pageOffset } from '../search/text-search.js';
import { vietnameseOrder } from '../search/vietnamese-order.js';

export interface ProjectFilter {
  ids?: number[];
  provinceIds?: number[];
  /** Provincial units since 1 July 2025: projects of any of their former provinces. */
  unitIds?: number[];
  districtIds?: number[];
  investorIds?: number[];
  typeIds?: number[];
  stateIds?: number[];
  /** Projects having every one of these utilities. */
  utilIds?: number[];
  /** Projects an ambassador covers or is dedicated to. */
  ambassadorId?: number;
  priceMin?: number;
  priceMax?: number;
  hot?: boolean;
  /** Hot projects ahead of the others, before the sort order. */
  hotFirst?: boolean;
  keyword?: string;
  sort?: { column: 'id' | 'title' | 'price' | 'created_at'; direction: 'asc' | 'desc' };
}

export interface Window {
  limit: number;
  offset: number;
}

const listColumns = {
  id: projects.id,
  title: projects.title,
  title_en: projects.titleEn,
  permalink: projects.permalink,
  cover_url: projects.coverUrl,
  summary: projects.summary,
  address: projects.address,
  latitude: projects.latitude,
  longitude: projects.longitude,
  price: projects.price,
  hot: projects.hot,
  investor: { id: investors.id, name: investors.name, permalink: investors.permalink, logo_url: investors.logoUrl },
  province: { id: provinces.id, name: provinces.name, name_en: provinces.nameEn },
  unit: unitColumns,
  district: { id: districts.id, name: districts.name },
  project_type: { id: projectTypes.id, name: projectTypes.name, name_en: projectTypes.nameEn },
  project_state: { id: projectStates.id, name: projectStates.name, name_en: projectStates.nameEn },
};

/** A project the public sees; one condition built once, shared by every statement. */
const activeProject = eq(projects.active, true);

/** A project with its references; an inactive investor or list entry is left out, not the project. */
function selectProjects<T extends SelectedFields>(db: Db, extra: T) {
  return db
    .select({ ...listColumns, ...extra })
    .from(projects)
    .leftJoin(investors, and(eq(investors.id, projects.investorId), eq(investors.active, true)))
    .leftJoin(provinces, eq(provinces.id, projects.provinceId))
    .leftJoin(provinceUnits, unitOfProvince)
    .leftJoin(districts, eq(districts.id, projects.districtId))
    .leftJoin(projectTypes, and(eq(projectTypes.id, projects.projectTypeId), eq(projectTypes.active, true)))
    .leftJoin(projectStates, and(eq(projectStates.id, projects.projectStateId), eq(projectStates.active, true)));
}

function conditions(filter: ProjectFilter): Filters {
  const anyOf = (column: AnyPgColumn) => (ids: Placeholder) => sql`${column} = any(${ids})`;
  const utilIds = filter.utilIds?.length ? [...new Set(filter.utilIds)] : undefined;
  return new Filters(activeProject)
    .add('ids', filter.ids, anyOf(projects.id))
    .add('provinceIds', filter.provinceIds, anyOf(projects.provinceId))
    .add('unitIds', filter.unitIds, (ids) => inUnits(projects.provinceId, ids))
    .add('districtIds', filter.districtIds, anyOf(projects.districtId))
    .add('investorIds', filter.investorIds, anyOf(projects.investorId))
    .add('typeIds', filter.typeIds, anyOf(projects.projectTypeId))
    .add('stateIds', filter.stateIds, anyOf(projects.projectStateId))
    .add(
      'utilIds',
      utilIds,
      (ids) =>
        sql`${projects.id} in (select pu.project_id from ${projectUtilities} pu where pu.util_id = any(${ids}) group by pu.project_id having count(*) = cardinality(${ids}::int[]))`,
    )
    .add('ambassadorId', filter.ambassadorId, (id) =>
      or(
        eq(projects.ambassadorId, id),
        sql`${projects.id} in (select ap.project_id from ${ambassadorProjects} ap where ap.ambassador_id = ${id})`,
      )!,
    )
    .add('priceMin', filter.priceMin, (value) => gte(projects.price, value))
    .add('priceMax', filter.priceMax, (value) => lte(projects.price, value))
    .add('hot', filter.hot, (value) => eq(projects.hot, value));
}

function order(sort: ProjectFilter['sort']): SQL[] {
  if (!sort) return [desc(projects.id)];
  const direction = sort.direction === 'asc' ? asc : desc;
  switch (sort.column) {
    case 'title':
      return vietnameseOrder(projects.title).map((key) => sql`${key} ${sql.raw(sort.direction)}`);
    case 'price':
      return [sql`${projects.price} ${sql.raw(sort.direction)} nulls last`, desc(projects.id)];
    case 'created_at':
      return [direction(projects.createdAt), desc(projects.id)];
    default:
      return [direction(projects.id)];
  }
}

/** Projects asked for by id come in the order asked: the position in the `ids` filter's own value. */
const askedOrder = sql`array_position(${sql.placeholder('ids')}::int[], ${projects.id})`;

/** A page of public projects as their cards (decision 0165); with a keyword the closest matches come first. */
export function findProjectCards(db: Db, filter: ProjectFilter, window: Window) {
  return findCardPage(
    db,
    {
      table: projects,
      column: projects.searchText,
      keyword: filter.keyword,
      statement: `project cards ${JSON.stringify([filter.hotFirst ?? false, filter.sort ?? null])}`,
    },
    conditions(filter),
    window,
    (where) =>
      db
        .select({ card: projects.card })
        .from(projects)
        .where(where)
        .orderBy(...(filter.ids ? [askedOrder] : []), ...(filter.hotFirst ? [desc(projects.hot)] : []), ...order(filter.sort))
        .limit(pageLimit)
        .offset(pageOffset),
  );
}

function byKey(key: IdOrPermalink): SQL {
  return 'id' in key ? eq(projects.id, key.id) : eq(projects.permalink, key.permalink);
}

export async function findProjectId(db: Db, key: IdOrPermalink): Promise<number | null> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(byKey(key), activeProject))
    .limit(1);
  return row?.id ?? null;
}

/** One public project with everything its page shows, in a single round trip. */
export async function findProjectDetail(db: Db, key: IdOrPermalink): Promise<ProjectDetail | null> {
  const [row] = await selectProjects(db, {
    investor: {
      id: investors.id,
      name: investors.name,
      permalink: investors.permalink,
      logo_url: investors.logoUrl,
      company_name: investors.companyName,
      founding_year: investors.foundingYear,
      website: investors.website,
      address: investors.address,
      description: investors.description,
    },
    description: projects.description,
    description_en: projects.descriptionEn,
    state_detail: projects.stateDetail,
    size_text: projects.sizeText,
    area_text: projects.areaText,
    construction_area: projects.constructionArea,
    building_density: projects.buildingDensity,
    scale: projects.scale,
    tower_count: projects.towerCount,
    apartment_count: projects.apartmentCount,
    legal_status: projects.legalStatus,
    completion_time: projects.completionTime,
    management_unit: projects.managementUnit,
    design_unit: projects.designUnit,
    construction_unit: projects.constructionUnit,
    distribution_unit: projects.distributionUnit,
    development_unit: projects.developmentUnit,
    contractor_unit: projects.contractorUnit,
    utilities: sql<ProjectDetail['utilities']>`coalesce((
      select json_agg(json_build_object('id', u.id, 'name', u.name, 'name_en', u.name_en, 'code', u.code, 'icon', u.icon) order by u.sort_order, u.id)
      from ${projectUtilities} pu join ${projectUtils} u on u.id = pu.util_id
      where pu.project_id = "projects"."id" and u.active), '[]'::json)`,
    media: sql<ProjectDetail['media']>`coalesce((
      select json_agg(json_build_object('id', m.id, 'kind', m.kind, 'url', m.url, 'caption', m.caption) order by m.sort_order, m.id)
      from ${projectMedia} m where m.project_id = "projects"."id"), '[]'::json)`,
    ambassador: {
      ...ambassadorSummaryColumns,
      phone: ambassadors.phone,
      email: ambassadors.email,
      facebook_url: ambassadors.facebookUrl,
      zalo_url: ambassadors.zaloUrl,
      experience: ambassadors.experience,
    },
  })
    .leftJoin(ambassadors, and(eq(ambassadors.id, projects.ambassadorId), publicAmbassador))
    .where(and(byKey(key), activeProject))
    .limit(1);
  return row ?? null;
}

export async function findCoordinates(db: Db, id: number) {
  const [row] = await db
    .select({ lat: projects.latitude, lng: projects.longitude })
    .from(projects)
    .where(and(eq(projects.id, id), activeProject))
    .limit(1);
  return row ?? null;
}

/** The closest public projects by great-circle distance (haversine, in km), computed by the database. */
export function findNearest(db: Db, origin: { lat: number; lng: number }, limit: number, excludeId?: number) {
  const distance = sql<number>`(6371 * 2 * asin(sqrt(
      power(sin(radians(${projects.latitude} - ${origin.lat}) / 2), 2)
      + cos(radians(${origin.lat})) * cos(radians(${projects.latitude})) * power(sin(radians(${projects.longitude} - ${origin.lng}) / 2), 2))))`;
  const where = [activeProject, isNotNull(projects.latitude), isNotNull(projects.longitude)];
  if (excludeId !== undefined) where.push(ne(projects.id, excludeId));
  return selectProjects(db, { distance_km: sql<number>`round(${distance}::numeric, 2)::float8` })
    .where(and(...where))
    .orderBy(distance, desc(projects.id))
    .limit(limit);
}

export async function findAllCoordinates(db: Db, provinceId: number | undefined, window: Window) {
  const where = and(
    activeProject,
    isNotNull(projects.latitude),
    isNotNull(projects.longitude),
    provinceId === undefined ? undefined : eq(projects.provinceId, provinceId),
  );
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: projects.id,
        title: projects.title,
        permalink: projects.permalink,
        lat: sql<number>`${projects.latitude}`,
        lng: sql<number>`${projects.longitude}`,
        hot: projects.hot,
        province: { id: provinces.id, name: provinces.name, name_en: provinces.nameEn },
      })
      .from(projects)
      .leftJoin(provinces, eq(provinces.id, projects.provinceId))
      .where(where)
      .orderBy(asc(projects.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(projects).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

/** Public projects whose dedicated ambassador is public too, with that ambassador. */
export async function findProjectsWithAmbassador(db: Db, window: Window) {
  const where = and(activeProject, publicAmbassador);
  const [items, [total]] = await Promise.all([
    selectProjects(db, { ambassador: ambassadorSummaryColumns })
      .innerJoin(ambassadors, eq(ambassadors.id, projects.ambassadorId))
      .where(where)
      .orderBy(desc(projects.hot), desc(projects.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ value: count() }).from(projects).innerJoin(ambassadors, eq(ambassadors.id, projects.ambassadorId)).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

/** `id` and `title` for select boxes, in Vietnamese alphabetical order. */
export function findProjectOptions(db: Db, keyword: string | undefined, window: Window) {
  return findPage(
    db,
    { table: projects, column: projects.searchText, keyword, statement: 'project options' },
    new Filters(activeProject),
    window,
    (where, total) =>
      db
        .select({ id: projects.id, title: projects.title, total })
        .from(projects)
        .where(where)
        .orderBy(...vietnameseOrder(projects.title), asc(projects.id))
        .limit(pageLimit)
        .offset(pageOffset),
  );
}

export function findProjectList(db: Db, table: typeof projectTypes | typeof projectUtils | typeof projectStates) {
  return db
    .select({ id: table.id, name: table.name, name_en: table.nameEn, code: table.code, icon: table.icon, sort_order: table.sortOrder })
    .from(table)
    .where(eq(table.active, true));
}

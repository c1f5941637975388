import type { z } from 'zod';
import type {
  AdminOption,
  AdminProject,
  AdminProjectListEntry,
  AdminProjectListItem,
  adminProjectSearchBody,
  adminProjectSearchQuery,
  ProjectInput,
  ProjectListEntryInput,
  ProjectListKind,
} from '@app/contracts/admin-projects.js';
import type { Page } from '@app/contracts/envelope.js';
import { pageWindow } from '@app/contracts/list-query.js';
import { freePermalink, slugify } from '@app/contracts/permalink.js';
import type { Db } from '../../db/client.js';
import { keywordWords } from '../../lib/keyword-words.js';
import { AppError, invalidField } from '../../lib/app-error.js';
import { page } from '../../lib/reply.js';
import { getRegistration, searchRegistrations } from '../ambassadors/admin-ambassador.service.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { investorExists, investorOptions as findInvestorOptions } from '../investors/admin-investors.service.js';
import { checkPlace } from '../investors/catalogue-place.js';
import * as repository from './admin-projects.repository.js';

type ListRow = repository.ProjectListRow;
type Row = NonNullable<Awaited<ReturnType<typeof repository.findProjectById>>>;

function listItemView({ row, investor, province, district, projectType, projectState, ambassador }: ListRow): AdminProjectListItem {
  return {
    id: row.id,
    title: row.title,
    permalink: row.permalink,
    cover_url: row.coverUrl,
    address: row.address,
    price: row.price,
    investor,
    province,
    district,
    project_type: projectType,
    project_state: projectState,
    ambassador,
    hot: row.hot,
    active: row.active,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

function projectView(found: Row): AdminProject {
  const { row } = found;
  return {
    ...listItemView(found),
    title_en: row.titleEn,
    latitude: row.latitude,
    longitude: row.longitude,
    state_detail: row.stateDetail,
    summary: row.summary,
    description: row.description,
    description_en: row.descriptionEn,
    size_text: row.sizeText,
    area_text: row.areaText,
    construction_area: row.constructionArea,
    building_density: row.buildingDensity,
    scale: row.scale,
    tower_count: row.towerCount,
    apartment_count: row.apartmentCount,
    legal_status: row.legalStatus,
    completion_time: row.completionTime,
    management_unit: row.managementUnit,
    design_unit: row.designUnit,
    construction_unit: row.constructionUnit,
    distribution_unit: row.distributionUnit,
    development_unit: row.developmentUnit,
    contractor_unit: row.contractorUnit,
    utility_ids: found.utilityIds,
    gallery: found.gallery,
  };
}

/** The audit trail keeps the project as staff see it: its own fields, utilities and gallery addresses. */
function audited(found: Row): Record<string, unknown> {
  const view = projectView(found);
  return JSON.parse(
    JSON.stringify({
      ...view,
      investor: view.investor?.id ?? null,
      province: view.province?.id ?? null,
      district: view.district?.id ?? null,
      project_type: view.project_type?.id ?? null,
      project_state: view.project_state?.id ?? null,
      ambassador: view.ambassador?.id ?? null,
      gallery: view.gallery.map((picture) => picture.url),
    }),
  ) as Record<string, unknown>;
}

function valuesOf(input: ProjectInput): Omit<repository.ProjectValues, 'permalink'> {
  const text = (value: string | undefined) => value ?? null;
  return {
    title: input.title,
    titleEn: text(input.title_en),
    investorId: input.investor_id ?? null,
    provinceId: input.province_id ?? null,
    districtId: input.district_id ?? null,
    address: text(input.address),
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    projectTypeId: input.project_type_id ?? null,
    projectStateId: input.project_state_id ?? null,
    stateDetail: text(input.state_detail),
    // The gallery's first picture is the cover the lists show.
    coverUrl: input.gallery[0]?.url ?? null,
    summary: text(input.summary),
    description: text(input.description),
    descriptionEn: text(input.description_en),
    sizeText: text(input.size_text),
    areaText: text(input.area_text),
    constructionArea: text(input.construction_area),
    buildingDensity: text(input.building_density),
    scale: text(input.scale),
    price: input.price ?? null,
    towerCount: input.tower_count ?? null,
    apartmentCount: input.apartment_count ?? null,
    legalStatus: text(input.legal_status),
    completionTime: text(input.completion_time),
    managementUnit: text(input.management_unit),
    designUnit: text(input.design_unit),
    constructionUnit: text(input.construction_unit),
    distributionUnit: text(input.distribution_unit),
    developmentUnit: text(input.development_unit),
    contractorUnit: text(input.contractor_unit),
    ambassadorId: input.ambassador_id ?? null,
    hot: input.hot,
    active: input.active,
  };
}

const unchanged = <T>(chosen: T | undefined, stored: T | null | undefined) => chosen === undefined || chosen === stored;

/** Every reference must name an entry staff may choose now; one already stored may stay. */
async function checkReferences(tx: Db, input: ProjectInput, current?: Row): Promise<void> {
  const stored = current?.row;
  await checkPlace(
    tx,
    { provinceId: input.province_id ?? null, districtId: input.district_id ?? null },
    { provinceId: stored?.provinceId ?? null, districtId: stored?.districtId ?? null },
  );
  if (!unchanged(input.investor_id, stored?.investorId) && !(await investorExists(tx, input.investor_id!)))
    throw invalidField('investor_id', 'reference_unknown');
  for (const [field, kind, storedId] of [
    ['project_type_id', 'project-type', stored?.projectTypeId],
    ['project_state_id', 'project-state', stored?.projectStateId],
  ] as const) {
    const chosen = input[field];
    if (!unchanged(chosen, storedId) && !(await repository.activeListIds(tx, kind, [chosen!])).has(chosen!))
      throw invalidField(field, 'reference_unknown');
  }
  const added = input.utility_ids.filter((id) => !current?.utilityIds.includes(id));
  const usable = await repository.activeListIds(tx, 'project-util', added);
  if (added.some((id) => !usable.has(id))) throw invalidField('utility_ids', 'reference_unknown');
  if (!unchanged(input.ambassador_id, stored?.ambassadorId)) {
    const ambassador = await getRegistration(tx, input.ambassador_id!).catch(() => null);
    if (!ambassador || ambassador.registration_status !== 'approved' || ambassador.status === 'lock')
      throw invalidField('ambassador_id', 'ambassador_unavailable');
  }
}

export async function searchProjects(
  db: Db,
  body: z.output<typeof adminProjectSearchBody>,
  query: z.output<typeof adminProjectSearchQuery>,
): Promise<Page<AdminProjectListItem>> {
  const filter: repository.ProjectFilter = {
    words: keywordWords(body.keyword),
    active: body.active,
    hot: body.hot,
    investorId: body.investor_id,
    provinceId: body.province_id,
    projectTypeId: body.project_type_id,
    projectStateId: body.project_state_id,
  };
  const [rows, total] = await Promise.all([
    repository.searchProjects(db, filter, pageWindow(query), query.sort as repository.ProjectSort),
    repository.countProjects(db, filter),
  ]);
  return page(rows.map(listItemView), total, query.page, query.page_size);
}

export async function getProject(db: Db, id: number): Promise<AdminProject> {
  const row = await repository.findProjectById(db, id);
  if (!row) throw new AppError('PROJECT_NOT_FOUND');
  return projectView(row);
}

const permalinkTaken = () => invalidField('permalink', 'permalink_taken');

async function permalinkFor(tx: Db, input: ProjectInput, exceptId?: number): Promise<string> {
  if (input.permalink) {
    if (await repository.permalinkTaken(tx, input.permalink, exceptId)) throw permalinkTaken();
    return input.permalink;
  }
  return freePermalink(input.title, (candidate) => repository.permalinkTaken(tx, candidate, exceptId));
}

const galleryOf = (input: ProjectInput) => input.gallery.map((picture) => ({ url: picture.url, caption: picture.caption ?? null }));
const distinct = (ids: number[]) => [...new Set(ids)];

export async function createProject(db: Db, actor: AuditActor, input: ProjectInput): Promise<AdminProject> {
  const row = await db.transaction(async (tx) => {
    await checkReferences(tx, input);
    const id = await repository.insertProject(tx, { ...valuesOf(input), permalink: await permalinkFor(tx, input) });
    if (id === null) throw permalinkTaken();
    await repository.replaceUtilities(tx, id, distinct(input.utility_ids));
    await repository.replaceGallery(tx, id, galleryOf(input));
    const created = (await repository.findProjectById(tx, id))!;
    await recordAudit(tx, actor, { entity: 'project', entityId: id, action: 'create', before: null, after: audited(created) });
    return created;
  });
  return projectView(row);
}

async function changeProject(
  db: Db,
  actor: AuditActor,
  id: number,
  action: string,
  change: (current: Row, tx: Db) => Promise<void>,
): Promise<AdminProject> {
  const row = await db.transaction(async (tx) => {
    const before = await repository.findProjectById(tx, id, { lock: true });
    if (!before) throw new AppError('PROJECT_NOT_FOUND');
    await change(before, tx);
    const after = (await repository.findProjectById(tx, id))!;
    await recordAudit(tx, actor, { entity: 'project', entityId: id, action, before: audited(before), after: audited(after) });
    return after;
  });
  return projectView(row);
}

export function updateProject(db: Db, actor: AuditActor, id: number, input: ProjectInput): Promise<AdminProject> {
  return changeProject(db, actor, id, 'update', async (current, tx) => {
    await checkReferences(tx, input, current);
    await repository.updateProject(tx, id, { ...valuesOf(input), permalink: await permalinkFor(tx, input, id) });
    await repository.replaceUtilities(tx, id, distinct(input.utility_ids));
    await repository.replaceGallery(tx, id, galleryOf(input));
  });
}

export function changeActive(db: Db, actor: AuditActor, id: number, active: boolean): Promise<AdminProject> {
  return changeProject(db, actor, id, active ? 'activate' : 'deactivate', async (_current, tx) => {
    await repository.updateProject(tx, id, { active });
  });
}

export function investorOptions(db: Db, keyword: string | undefined, include: number | undefined, limit: number): Promise<AdminOption[]> {
  return findInvestorOptions(db, keyword, include, limit);
}

/** Approved ambassadors who are not locked, and the one the project holds now whatever its state. */
export async function ambassadorOptions(
  db: Db,
  keyword: string | undefined,
  include: number | undefined,
  limit: number,
): Promise<AdminOption[]> {
  const found = await searchRegistrations(
    db,
    { keyword, registration_status: 'approved', status: 'active' },
    { page: 1, page_size: limit, sort: { column: 'name', direction: 'asc' } },
  );
  const options = found.items.map((ambassador) => ({ id: ambassador.id, name: ambassador.name, active: true }));
  if (include !== undefined && !options.some((option) => option.id === include)) {
    const held = await getRegistration(db, include).catch(() => null);
    if (held) options.unshift({ id: held.id, name: held.name, active: held.registration_status === 'approved' && held.status !== 'lock' });
  }
  return options;
}

/* The staff-managed lists. */

const auditEntityOf = { 'project-type': 'project_type', 'project-util': 'project_util', 'project-state': 'project_state' } as const;

export function listEntries(db: Db, kind: ProjectListKind): Promise<AdminProjectListEntry[]> {
  return repository.findListEntries(db, kind);
}

/** A list entry's code is made once from its first name and stays when it is renamed: other data may name it. */
export async function createListEntry(db: Db, actor: AuditActor, kind: ProjectListKind, input: ProjectListEntryInput) {
  return db.transaction(async (tx) => {
    const code = await freePermalink(input.name, (candidate) => repository.codeTaken(tx, kind, candidate.slice(0, 64)));
    const id = await repository.insertListEntry(tx, kind, {
      name: input.name,
      nameEn: input.name_en ?? null,
      code: (code || slugify(input.name)).slice(0, 64),
      active: input.active,
    });
    const created = (await repository.findListEntry(tx, kind, id))!;
    await recordAudit(tx, actor, { entity: auditEntityOf[kind], entityId: id, action: 'create', before: null, after: { ...created } });
    return created;
  });
}

export async function changeListEntry(
  db: Db,
  actor: AuditActor,
  kind: ProjectListKind,
  id: number,
  action: string,
  values: { name?: string; nameEn?: string | null; active?: boolean },
) {
  return db.transaction(async (tx) => {
    const before = await repository.findListEntry(tx, kind, id, { lock: true });
    if (!before) throw new AppError('PROJECT_LIST_ENTRY_NOT_FOUND');
    await repository.updateListEntry(tx, kind, id, values);
    const after = (await repository.findListEntry(tx, kind, id))!;
    await recordAudit(tx, actor, { entity: auditEntityOf[kind], entityId: id, action, before: { ...before }, after: { ...after } });
    return after;
  });
}

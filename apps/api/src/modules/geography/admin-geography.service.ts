import type { z } from 'zod';
import type {
  AdminArea,
  adminAreaSearchBody,
  adminAreaSearchQuery,
  AdminDistrict,
  adminDistrictSearchBody,
  adminDistrictSearchQuery,
  AdminProvince,
  adminProvinceSearchBody,
  adminProvinceSearchQuery,
  AreaInput,
} from '@app/contracts/admin-geography.js';
import type { Page } from '@app/contracts/envelope.js';
import { pageWindow } from '@app/contracts/list-query.js';
import { normalizeSearch } from '@app/contracts/search.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { page } from '../../lib/reply.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import * as repository from './admin-geography.repository.js';

const iso = (value: Date) => value.toISOString();

function areaView(row: repository.AreaRow): AdminArea {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    name_en: row.nameEn,
    sort_order: row.sortOrder,
    active: row.active,
    province_count: row.provinceCount,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

function provinceView(row: repository.ProvinceRow): AdminProvince {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    name_with_type: row.nameWithType,
    name_en: row.nameEn,
    type: row.type,
    generation: row.generation,
    area: row.area,
    active: row.active,
    unit: row.unit,
    former_provinces: row.formerProvinces,
    district_count: row.districtCount,
    updated_at: row.updatedAt,
  };
}

function districtView(row: repository.DistrictRow): AdminDistrict {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    name_with_type: row.nameWithType,
    type: row.type,
    province: row.province,
    active: row.active,
    updated_at: row.updatedAt,
  };
}

/** The audit trail keeps what staff may change, as staff see it. */
const auditedArea = (row: repository.AreaRow) => ({
  code: row.code,
  name: row.name,
  name_en: row.nameEn,
  sort_order: row.sortOrder,
  active: row.active,
  updated_at: iso(row.updatedAt),
});
const auditedProvince = (row: repository.ProvinceRow) => ({
  code: row.code,
  name: row.name,
  generation: row.generation,
  area_id: row.area?.id ?? null,
  active: row.active,
});
const auditedDistrict = (row: repository.DistrictRow) => ({ code: row.code, name: row.name, active: row.active });

// Areas

export async function searchAreas(
  db: Db,
  body: z.output<typeof adminAreaSearchBody>,
  query: z.output<typeof adminAreaSearchQuery>,
): Promise<Page<AdminArea>> {
  const { rows, total } = await repository.searchAreas(
    db,
    { keyword: body.keyword, active: body.active },
    pageWindow(query),
    query.sort as repository.AreaSort,
  );
  return page(rows.map(areaView), total, query.page, query.page_size);
}

const areaCodeTaken = () =>
  new AppError('AREA_CODE_TAKEN', { errors: [{ field: 'code', code: 'area_code_taken', message: 'area_code_taken' }] });

const areaValues = (input: AreaInput): repository.AreaValues => ({
  code: input.code,
  name: input.name,
  nameEn: input.name_en ?? null,
  sortOrder: input.sort_order,
  active: input.active,
});

export async function createArea(db: Db, actor: AuditActor, input: AreaInput): Promise<AdminArea> {
  const row = await db.transaction(async (tx) => {
    if (await repository.areaCodeTaken(tx, input.code)) throw areaCodeTaken();
    const id = await repository.insertArea(tx, areaValues(input));
    if (id === null) throw areaCodeTaken();
    const created = (await repository.findArea(tx, id))!;
    await recordAudit(tx, actor, { entity: 'area', entityId: id, action: 'create', before: null, after: auditedArea(created) });
    return created;
  });
  return areaView(row);
}

async function changeArea(
  db: Db,
  actor: AuditActor,
  id: number,
  action: string,
  values: (tx: Db) => Promise<Partial<repository.AreaValues>>,
) {
  const row = await db.transaction(async (tx) => {
    const before = await repository.findArea(tx, id, { lock: true });
    if (!before) throw new AppError('AREA_NOT_FOUND');
    await repository.updateArea(tx, id, await values(tx));
    const after = (await repository.findArea(tx, id))!;
    await recordAudit(tx, actor, { entity: 'area', entityId: id, action, before: auditedArea(before), after: auditedArea(after) });
    return after;
  });
  return areaView(row);
}

export function updateArea(db: Db, actor: AuditActor, id: number, input: AreaInput): Promise<AdminArea> {
  return changeArea(db, actor, id, 'update', async (tx) => {
    if (await repository.areaCodeTaken(tx, input.code, id)) throw areaCodeTaken();
    return areaValues(input);
  });
}

export function changeAreaActive(db: Db, actor: AuditActor, id: number, active: boolean): Promise<AdminArea> {
  return changeArea(db, actor, id, active ? 'activate' : 'deactivate', async () => ({ active }));
}

// Provinces

export async function searchProvinces(
  db: Db,
  body: z.output<typeof adminProvinceSearchBody>,
  query: z.output<typeof adminProvinceSearchQuery>,
): Promise<Page<AdminProvince>> {
  const { rows, total } = await repository.searchProvinces(
    db,
    {
      generation: body.generation,
      keyword: body.keyword ? normalizeSearch(body.keyword) : undefined,
      active: body.active,
      areaId: body.area_id,
    },
    pageWindow(query),
    query.sort as repository.ProvinceSort,
  );
  return page(rows.map(provinceView), total, query.page, query.page_size);
}

async function changeProvince(
  db: Db,
  actor: AuditActor,
  id: number,
  action: string,
  values: (tx: Db) => Promise<{ areaId?: number | null; active?: boolean }>,
): Promise<AdminProvince> {
  const row = await db.transaction(async (tx) => {
    if (!(await repository.lockProvince(tx, id))) throw new AppError('PROVINCE_NOT_FOUND');
    const before = (await repository.findProvince(tx, id))!;
    await repository.updateProvince(tx, id, await values(tx));
    const after = (await repository.findProvince(tx, id))!;
    await recordAudit(tx, actor, {
      entity: 'province',
      entityId: id,
      action,
      before: auditedProvince(before),
      after: auditedProvince(after),
    });
    return after;
  });
  return provinceView(row);
}

export function updateProvince(db: Db, actor: AuditActor, id: number, input: { area_id: number | null }): Promise<AdminProvince> {
  return changeProvince(db, actor, id, 'update', async (tx) => {
    if (input.area_id !== null && !(await repository.findArea(tx, input.area_id))) {
      throw new AppError('VALIDATION_FAILED', { errors: [{ field: 'area_id', code: 'invalid', message: 'invalid' }] });
    }
    return { areaId: input.area_id };
  });
}

export function changeProvinceActive(db: Db, actor: AuditActor, id: number, active: boolean): Promise<AdminProvince> {
  return changeProvince(db, actor, id, active ? 'activate' : 'deactivate', async () => ({ active }));
}

// Districts

export async function searchDistricts(
  db: Db,
  body: z.output<typeof adminDistrictSearchBody>,
  query: z.output<typeof adminDistrictSearchQuery>,
): Promise<Page<AdminDistrict>> {
  const { rows, total } = await repository.searchDistricts(
    db,
    { keyword: body.keyword ? normalizeSearch(body.keyword) : undefined, active: body.active, provinceId: body.province_id },
    pageWindow(query),
    query.sort as repository.DistrictSort,
  );
  return page(rows.map(districtView), total, query.page, query.page_size);
}

export async function changeDistrictActive(db: Db, actor: AuditActor, id: number, active: boolean): Promise<AdminDistrict> {
  const row = await db.transaction(async (tx) => {
    const before = await repository.findDistrict(tx, id, { lock: true });
    if (!before) throw new AppError('DISTRICT_NOT_FOUND');
    await repository.setDistrictActive(tx, id, active);
    const after = (await repository.findDistrict(tx, id))!;
    await recordAudit(tx, actor, {
      entity: 'district',
      entityId: id,
      action: active ? 'activate' : 'deactivate',
      before: auditedDistrict(before),
      after: auditedDistrict(after),
    });
    return after;
  });
  return districtView(row);
}

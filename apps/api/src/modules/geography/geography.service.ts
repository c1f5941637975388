import { compareVietnamese, normalizeSearch } from '@app/contracts/search.js';
import { DISTRICT_PAGE_SIZE } from '@app/contracts/geography.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { page } from '../../lib/reply.js';
import * as repository from './geography.repository.js';

interface Paging {
  page?: number;
  page_size?: number;
}

const byName = (a: { name: string }, b: { name: string }) => compareVietnamese(a.name, b.name);

/**
 * Geography lists are small (63 provinces, 705 districts), so they are sorted the Vietnamese way
 * in memory and then cut into pages.
 */
function paged<T extends { name: string }>(rows: T[], paging: Paging, defaultSize: number | 'all') {
  const sorted = rows.sort(byName);
  const unpaged = paging.page === undefined && paging.page_size === undefined;
  if ((unpaged && defaultSize === 'all') || paging.page_size === -1) return page(sorted, sorted.length, 1, -1);
  const size = paging.page_size ?? (defaultSize === 'all' ? sorted.length : defaultSize);
  const number = paging.page ?? 1;
  return page(sorted.slice((number - 1) * size, number * size), sorted.length, number, size);
}

export async function listAreas(db: Db, filter: { active?: boolean }) {
  const rows = await repository.listAreas(db, filter);
  return page(rows, rows.length, 1, -1);
}

export async function listProvinces(db: Db, query: { active?: boolean; area_id?: number; keyword?: string } & Paging) {
  const rows = await repository.listProvinces(db, {
    active: query.active,
    areaId: query.area_id,
    keyword: query.keyword ? normalizeSearch(query.keyword) : undefined,
  });
  return paged(rows, query, 'all');
}

export async function listUnits(db: Db, filter: { active?: boolean }) {
  const rows = (await repository.listUnits(db, filter)).sort(byName);
  return page(rows, rows.length, 1, -1);
}

/** Public pages show only what is active; an inactive or unknown id is simply not found. */
export async function getProvince(db: Db, id: number) {
  const row = await repository.findProvince(db, id);
  if (!row || !row.active) throw notFound();
  return row;
}

export async function listDistricts(db: Db, query: { active?: boolean; province_id?: number; keyword?: string } & Paging) {
  const rows = await repository.listDistricts(db, {
    active: query.active,
    provinceId: query.province_id,
    keyword: query.keyword ? normalizeSearch(query.keyword) : undefined,
  });
  return paged(rows, query, DISTRICT_PAGE_SIZE);
}

export async function getDistrict(db: Db, id: number) {
  const row = await repository.findDistrict(db, id);
  if (!row || !row.active) throw notFound();
  return row;
}

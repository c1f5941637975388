/** The API's keyword limit (KEYWORD_MAX of the contracts), repeated so the browser loads no schema for it. */
export const KEYWORD_LIMIT = 100;

export type PriceFilter = 'free' | 'premium';

/** The report list's filters as the address carries them, so every page of a search can be shared. */
export interface ReportQuery {
  page: number;
  areaId?: number;
  provinceId?: number;
  /** A provincial unit since 1 July 2025: the reports of all its former provinces. */
  unitId?: number;
  price?: PriceFilter;
  keyword?: string;
}

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function positiveInt(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

/** Reads the address; anything unreadable is simply no filter (page 1). */
export function parseReportQuery(params: SearchParams): ReportQuery {
  const price = first(params.price);
  const keyword = first(params.keyword)?.trim().slice(0, KEYWORD_LIMIT);
  return {
    page: positiveInt(first(params.page)) ?? 1,
    areaId: positiveInt(first(params.area_id)),
    provinceId: positiveInt(first(params.province_id)),
    unitId: positiveInt(first(params.unit_id)),
    price: price === 'free' || price === 'premium' ? price : undefined,
    keyword: keyword || undefined,
  };
}

/** The list's address for a query; page 1 and empty filters are left out. */
export function reportQueryString(query: ReportQuery): string {
  const search = new URLSearchParams();
  if (query.keyword) search.set('keyword', query.keyword);
  if (query.areaId) search.set('area_id', String(query.areaId));
  if (query.provinceId) search.set('province_id', String(query.provinceId));
  if (query.unitId) search.set('unit_id', String(query.unitId));
  if (query.price) search.set('price', query.price);
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function hasFilters(query: ReportQuery): boolean {
  return Boolean(query.keyword || query.areaId || query.provinceId || query.unitId || query.price);
}

/** The API's filter for a query (pages from 1, 6 per page). */
export function reportFilterBody(query: ReportQuery, pageSize: number) {
  return {
    page: query.page,
    page_size: pageSize,
    area_id: query.areaId,
    province_id: query.provinceId,
    unit_id: query.unitId,
    is_free: query.price === undefined ? undefined : query.price === 'free',
    keyword: query.keyword,
  };
}

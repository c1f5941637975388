'use client';

import { useQuery } from '@tanstack/react-query';
import { adminGeographyEndpoints, UNIT_GENERATION } from '@app/contracts/admin-geography';
import { useAdminSearch } from '@/admin/list/use-admin-search';
import type { ListSearch } from '@/admin/list/use-list-search';
import { callEndpoint } from '@/lib/call-endpoint';
import { geographyKey } from './geography-key';

export const areaFilterDefaults = { keyword: '', active: '' };
export type AreaFilters = typeof areaFilterDefaults;

export const provinceFilterDefaults = { keyword: '', active: '', area_id: '' };
export type ProvinceFilters = typeof provinceFilterDefaults;

export const districtFilterDefaults = { keyword: '', active: '', province_id: '' };
export type DistrictFilters = typeof districtFilterDefaults;

export function useAreaSearch(search: ListSearch<AreaFilters>) {
  return useAdminSearch(adminGeographyEndpoints.searchAreas, geographyKey, search);
}

/** Former provinces (generation 1) or the provincial units since 1 July 2025 (generation 2). */
export function useProvinceSearch(search: ListSearch<ProvinceFilters>, generation: number) {
  return useAdminSearch(adminGeographyEndpoints.searchProvinces, [...geographyKey, 'provinces', generation], {
    ...search,
    filters: { ...search.filters, generation: String(generation) },
  });
}

export function useDistrictSearch(search: ListSearch<DistrictFilters>) {
  return useAdminSearch(adminGeographyEndpoints.searchDistricts, geographyKey, search);
}

/** Every area, for the filters and the province's area choice (a handful of rows). */
export function useAllAreas() {
  return useQuery({
    queryKey: [...geographyKey, 'areas', 'all'],
    queryFn: ({ signal }) =>
      callEndpoint(
        adminGeographyEndpoints.searchAreas,
        { query: { page: 1, page_size: 100, sort: 'sort_order,asc' }, body: {} },
        { signal },
      ),
    select: (page) => page.items,
  });
}

/** Every former province, for the districts' province filter. */
export function useAllFormerProvinces() {
  return useQuery({
    queryKey: [...geographyKey, 'provinces', 'all'],
    queryFn: ({ signal }) =>
      callEndpoint(adminGeographyEndpoints.searchProvinces, { query: { page: 1, page_size: 100, sort: 'name,asc' }, body: {} }, { signal }),
    select: (page) => page.items,
  });
}

export { UNIT_GENERATION };

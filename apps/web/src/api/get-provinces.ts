import { geographyEndpoints, type Province } from '@app/contracts/geography';
import type { ApiRequestOptions, RequestContext } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';

export interface ProvinceFilter {
  active?: boolean;
  area_id?: number;
}

/** Without paging parameters the API returns every province (63). */
export async function getProvinces(
  filter: ProvinceFilter = { active: true },
  context?: RequestContext,
  signal?: AbortSignal,
  cacheFor?: ApiRequestOptions['cacheFor'],
): Promise<Province[]> {
  const page = await callEndpoint(
    geographyEndpoints.provinces,
    { query: { ...filter, active: filter.active === undefined ? undefined : `${filter.active}` } },
    { context, signal, cacheFor },
  );
  return page.items;
}

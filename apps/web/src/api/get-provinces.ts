import type { Page } from '@app/contracts/envelope';
import type { Province } from '@app/contracts/geography';
import { apiRequest, type ApiRequestOptions, type RequestContext } from '@/lib/api-client';

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
  const page = await apiRequest<Page<Province>>('/v1/public/provinces', { query: { ...filter }, context, signal, cacheFor });
  return page.items;
}

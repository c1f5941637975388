import { geographyEndpoints, type Area } from '@app/contracts/geography';
import type { ApiRequestOptions, RequestContext } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';

export async function getAreas(
  filter: { active?: boolean } = { active: true },
  context?: RequestContext,
  signal?: AbortSignal,
  cacheFor?: ApiRequestOptions['cacheFor'],
): Promise<Area[]> {
  const page = await callEndpoint(
    geographyEndpoints.areas,
    { query: { active: filter.active === undefined ? undefined : `${filter.active}` } },
    { context, signal, cacheFor },
  );
  return page.items;
}

import { geographyEndpoints, type ProvincialUnit } from '@app/contracts/geography';
import type { ApiRequestOptions, RequestContext } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';

/** The 34 provincial units since 1 July 2025, each with the ids of its former provinces. */
export async function getProvincialUnits(
  context?: RequestContext,
  signal?: AbortSignal,
  cacheFor?: ApiRequestOptions['cacheFor'],
): Promise<ProvincialUnit[]> {
  const page = await callEndpoint(geographyEndpoints.units, { query: { active: 'true' } }, { context, signal, cacheFor });
  return page.items;
}

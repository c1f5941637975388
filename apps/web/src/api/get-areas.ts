import type { Page } from '@app/contracts/envelope';
import type { Area } from '@app/contracts/geography';
import { apiRequest, type ApiRequestOptions, type RequestContext } from '@/lib/api-client';

export async function getAreas(
  filter: { active?: boolean } = { active: true },
  context?: RequestContext,
  signal?: AbortSignal,
  cacheFor?: ApiRequestOptions['cacheFor'],
): Promise<Area[]> {
  const page = await apiRequest<Page<Area>>('/v1/public/areas', { query: { ...filter }, context, signal, cacheFor });
  return page.items;
}

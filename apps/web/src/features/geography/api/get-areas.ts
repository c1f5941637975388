import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { Page } from '@app/contracts/envelope';
import type { Locale } from '@app/contracts/locale';
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

export const areasQueryKey = (filter: { active?: boolean }, locale: Locale) => ['areas', locale, filter] as const;

export function useAreas(filter: { active?: boolean } = { active: true }) {
  const locale = useLocale();
  return useQuery({
    queryKey: areasQueryKey(filter, locale),
    queryFn: ({ signal }) => getAreas(filter, { locale }, signal),
    staleTime: 10 * 60_000,
  });
}

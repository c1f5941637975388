import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { z } from 'zod';
import type { investorDetailSchema } from '@app/contracts/investors';
import type { Locale } from '@app/contracts/locale';
import { apiRequest } from '@/lib/api-client';

export type InvestorDetail = z.infer<typeof investorDetailSchema>;

/** An investor with its number of projects and its first projects, for the investor popup. */
export function getInvestor(idOrPermalink: string | number, locale: Locale, signal?: AbortSignal): Promise<InvestorDetail> {
  return apiRequest<InvestorDetail>(`/v1/public/investors/${encodeURIComponent(String(idOrPermalink))}`, {
    query: { page: 1, page_size: 6 },
    context: { locale },
    signal,
  });
}

export const investorQueryKey = (idOrPermalink: string | number, locale: Locale) => ['investor', locale, String(idOrPermalink)] as const;

export function useInvestor(idOrPermalink: string | number, enabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: investorQueryKey(idOrPermalink, locale),
    queryFn: ({ signal }) => getInvestor(idOrPermalink, locale, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

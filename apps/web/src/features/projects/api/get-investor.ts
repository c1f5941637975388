import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { Locale } from '@app/contracts/locale';
import { callOnDemand } from '@/lib/call-on-demand';

const endpoint = () => import('@app/contracts/investors').then((contract) => contract.investorEndpoints.get);

/** An investor with its number of projects and its first projects, for the investor popup. */
export function getInvestor(idOrPermalink: string | number, locale: Locale, signal?: AbortSignal) {
  return callOnDemand(
    endpoint,
    { params: { id: String(idOrPermalink) }, query: { page: 1, page_size: 6 } },
    { context: { locale }, signal },
  );
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

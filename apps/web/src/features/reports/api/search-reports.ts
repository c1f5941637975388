import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { callOnDemand } from '@/lib/call-on-demand';

export const REPORT_SUGGESTION_COUNT = 5;

const endpoint = () => import('@app/contracts/reports').then((contract) => contract.reportEndpoints.search);

/** Search as the visitor types: each new search supersedes the one still running. */
export function searchReports(keyword: string, locale: 'vi' | 'en') {
  return callOnDemand(
    endpoint,
    { body: { keyword, page: 1, page_size: REPORT_SUGGESTION_COUNT } },
    { context: { locale }, latestKey: 'report-search', autoShowError: false },
  );
}

export const reportSuggestionsKey = (keyword: string, locale: string) => ['report-suggestions', locale, keyword] as const;

export function useReportSuggestions(keyword: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: reportSuggestionsKey(keyword, locale),
    queryFn: () => searchReports(keyword, locale),
    enabled: keyword.length >= 2,
    staleTime: 60_000,
  });
}

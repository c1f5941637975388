import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { Page } from '@app/contracts/envelope';
import type { ReportListItem } from '@app/contracts/reports';
import { apiRequest } from '@/lib/api-client';

export const REPORT_SUGGESTION_COUNT = 5;

/** Search as the visitor types: each new search supersedes the one still running. */
export function searchReports(keyword: string, locale: 'vi' | 'en'): Promise<Page<ReportListItem>> {
  return apiRequest<Page<ReportListItem>>('/v1/public/search-report', {
    method: 'POST',
    body: { keyword, page: 1, page_size: REPORT_SUGGESTION_COUNT },
    context: { locale },
    latestKey: 'report-search',
    autoShowError: false,
  });
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

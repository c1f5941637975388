'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminDownloadEndpoints } from '@app/contracts/download-stats';
import { callEndpoint } from '@/lib/call-endpoint';
import type { ListSearch } from '@/admin/list/use-list-search';

export const downloadsKey = ['admin', 'downloads'] as const;

export interface DownloadFilters extends Record<string, string> {
  from: string;
  to: string;
  keyword: string;
  /** The report whose days and contents the chart shows; '' for every report. */
  report_id: string;
}

/** Downloads per report in the range, a page at a time, the most downloaded first by default. */
export function useReportDownloads(search: ListSearch<DownloadFilters>) {
  const { from, to, keyword } = search.filters;
  const query = { page: search.page, page_size: search.pageSize, sort: search.sortParam };
  const body = { from, to, keyword };
  return useQuery({
    queryKey: [...downloadsKey, 'reports', query, body],
    queryFn: ({ signal }) => callEndpoint(adminDownloadEndpoints.perReport, { query, body }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads per day and per content in the range, for one report or all. */
export function useDownloadCount(filters: DownloadFilters) {
  const body = { from: filters.from, to: filters.to, report_id: filters.report_id || undefined };
  return useQuery({
    queryKey: [...downloadsKey, 'count', body],
    queryFn: ({ signal }) => callEndpoint(adminDownloadEndpoints.count, { body }, { signal }),
    placeholderData: keepPreviousData,
  });
}

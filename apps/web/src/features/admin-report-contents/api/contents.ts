'use client';

import { useQuery } from '@tanstack/react-query';
import { adminContentEndpoints, type ContentInput } from '@app/contracts/admin-reports';
import { callEndpoint, callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminSearch } from '@/admin/list/use-admin-search';
import type { ListSearch } from '@/admin/list/use-list-search';
import { reportsKey } from '@/admin/reports-key';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { contentsKey } from './contents-key';

export const contentFilterDefaults = { keyword: '', report_id: '', package_id: '', format: '', active: '' };
export type ContentFilters = typeof contentFilterDefaults;

export function useContentSearch(search: ListSearch<ContentFilters>) {
  return useAdminSearch(adminContentEndpoints.search, contentsKey, search);
}

/** Reports whose title holds the keyword, or the chosen one, with the packages each offers. */
export function useReportOptions(keyword: string, id: number | null) {
  return useQuery({
    queryKey: [...contentsKey, 'reports', keyword, id],
    queryFn: ({ signal }) =>
      callEndpoint(adminContentEndpoints.reportOptions, { query: { keyword: keyword || undefined, id: id ?? undefined } }, { signal }),
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
}

/** Creates a content, or replaces the one with `id`. */
export function useSaveContent(onSuccess?: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ContentInput }) =>
      id === null
        ? callEndpointEnvelope(adminContentEndpoints.create, { body })
        : callEndpointEnvelope(adminContentEndpoints.update, { params: { id }, body }),
    invalidates: [contentsKey, reportsKey],
    onSuccess,
  });
}

export function useChangeContentActive() {
  return useAdminMutation({
    mutationFn: (query: { id: number; active: boolean }) => callEndpointEnvelope(adminContentEndpoints.changeActive, { query }),
    invalidates: [contentsKey, reportsKey],
  });
}

/** The content as its buyer opens it, with a fresh link each time the preview opens. */
export function useContentPreview(id: number | null) {
  return useQuery({
    queryKey: [...contentsKey, 'preview', id],
    queryFn: ({ signal }) => callEndpoint(adminContentEndpoints.preview, { params: { id: id! } }, { signal }),
    enabled: id !== null,
    gcTime: 0,
    staleTime: 0,
  });
}

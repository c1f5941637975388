'use client';

import { useQuery } from '@tanstack/react-query';
import { adminProjectListEndpoints, type ProjectListEntryInput, type ProjectListKind } from '@app/contracts/admin-projects';
import { callEndpoint, callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { projectsKey } from './projects-key';

const listKey = (kind: ProjectListKind) => [...projectsKey, 'list', kind] as const;

/** Every entry of one staff-managed list, active or not, in its order. */
export function useProjectList(kind: ProjectListKind) {
  return useQuery({
    queryKey: listKey(kind),
    queryFn: ({ signal }) => callEndpoint(adminProjectListEndpoints[kind].all, { query: {} }, { signal }),
  });
}

/** Adds an entry, or renames the one with `id`. */
export function useSaveListEntry(kind: ProjectListKind, onSuccess?: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ProjectListEntryInput }) =>
      id === null
        ? callEndpointEnvelope(adminProjectListEndpoints[kind].create, { body })
        : callEndpointEnvelope(adminProjectListEndpoints[kind].update, { params: { id }, body }),
    invalidates: [listKey(kind)],
    onSuccess,
  });
}

export function useChangeListEntryActive(kind: ProjectListKind) {
  return useAdminMutation({
    mutationFn: (query: { id: number; active: boolean }) => callEndpointEnvelope(adminProjectListEndpoints[kind].changeActive, { query }),
    invalidates: [listKey(kind)],
  });
}

'use client';

import type { z } from 'zod';
import { adminProjectEndpoints, type projectBody } from '@app/contracts/admin-projects';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import type { AdminProject } from '@app/contracts/admin-projects';
import { projectsKey } from './projects-key';

/** Creates a project, or replaces the one with `id`. */
export function useSaveProject(onSuccess?: (project: AdminProject) => void) {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: number | null; body: z.input<typeof projectBody> }) =>
      id === null
        ? callEndpointEnvelope(adminProjectEndpoints.create, { body })
        : callEndpointEnvelope(adminProjectEndpoints.update, { params: { id }, body }),
    invalidates: [projectsKey],
    onSuccess,
  });
}

export function useChangeProjectActive() {
  return useAdminMutation({
    mutationFn: (query: { id: number; active: boolean }) => callEndpointEnvelope(adminProjectEndpoints.changeActive, { query }),
    invalidates: [projectsKey],
  });
}

'use client';

import { useQuery } from '@tanstack/react-query';
import { adminProjectEndpoints } from '@app/contracts/admin-projects';
import { callEndpoint } from '@/lib/call-endpoint';
import { projectsKey } from './projects-key';

/** One project with everything the form edits; nothing is asked while `id` is null (a new project). */
export function useProject(id: number | null) {
  return useQuery({
    queryKey: [...projectsKey, 'detail', id],
    queryFn: ({ signal }) => callEndpoint(adminProjectEndpoints.detail, { params: { id: id! } }, { signal }),
    enabled: id !== null,
  });
}

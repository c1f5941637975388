import { useQuery } from '@tanstack/react-query';
import { projectEndpoints } from '@app/contracts/projects';
import type { RequestContext } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import type { Option } from './get-coverage-options';

const toOption = (project: { id: number; title: string }): Option => ({ value: String(project.id), label: project.title });

export async function searchProjects(keyword: string, signal?: AbortSignal): Promise<Option[]> {
  const page = await callEndpoint(
    projectEndpoints.options,
    { query: { keyword: keyword || undefined, page_size: 20 } },
    { signal, autoShowError: false },
  );
  return page.items.map(toOption);
}

export function useProjectSearch(keyword: string) {
  return useQuery({
    queryKey: ['project-select', keyword] as const,
    queryFn: ({ signal }) => searchProjects(keyword, signal),
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
}

/** Titles of projects already chosen (a registration sent again after a rejection). */
export async function getProjectOptions(ids: readonly number[], context: RequestContext): Promise<Option[]> {
  if (ids.length === 0) return [];
  const page = await callEndpoint(projectEndpoints.byIds, { query: { ids: [...ids] } }, { context });
  return page.items.map(toOption);
}

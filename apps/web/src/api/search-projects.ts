import { useQuery } from '@tanstack/react-query';
import type { Page } from '@app/contracts/envelope';
import { apiRequest, type RequestContext } from '@/lib/api-client';
import type { Option } from './get-coverage-options';

interface ProjectChoice {
  id: number;
  title: string;
}

const toOption = (project: ProjectChoice): Option => ({ value: String(project.id), label: project.title });

export async function searchProjects(keyword: string, signal?: AbortSignal): Promise<Option[]> {
  const page = await apiRequest<Page<ProjectChoice>>('/v1/public/project/select', {
    query: { keyword: keyword || undefined, page_size: 20 },
    signal,
    autoShowError: false,
  });
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
  const page = await apiRequest<Page<ProjectChoice>>('/v1/public/projects', { method: 'POST', query: { ids }, context });
  return page.items.map(toOption);
}

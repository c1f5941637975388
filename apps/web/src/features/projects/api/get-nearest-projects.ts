import type { z } from 'zod';
import type { Page } from '@app/contracts/envelope';
import type { nearProjectSchema } from '@app/contracts/projects';
import { NEAREST_PROJECTS_LIMIT } from '@app/contracts/projects';
import { apiRequest, type RequestContext } from '@/lib/api-client';
import { pageCacheTags } from '@app/contracts/page-cache';
import { publicCache } from '@/lib/public-cache';

export type NearProject = z.infer<typeof nearProjectSchema>;

/** The closest projects to a project, with their distance in km. */
export function getNearestProjects(projectId: number, context: RequestContext, limit = NEAREST_PROJECTS_LIMIT): Promise<Page<NearProject>> {
  return apiRequest<Page<NearProject>>('/v1/public/projects/nearest-projects', {
    query: { project_id: projectId, limit },
    context,
    cacheFor: publicCache(pageCacheTags.projects),
  });
}

import type { z } from 'zod';
import type { nearProjectSchema } from '@app/contracts/projects';
import { NEAREST_PROJECTS_LIMIT, projectEndpoints } from '@app/contracts/projects';
import { pageCacheTags } from '@app/contracts/page-cache';
import type { RequestContext } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicCache } from '@/lib/public-cache';

export type NearProject = z.output<typeof nearProjectSchema>;

/** The closest projects to a project, with their distance in km. */
export function getNearestProjects(projectId: number, context: RequestContext, limit = NEAREST_PROJECTS_LIMIT) {
  return callEndpoint(
    projectEndpoints.nearest,
    { query: { project_id: projectId, limit } },
    { context, cacheFor: publicCache(pageCacheTags.projects) },
  );
}

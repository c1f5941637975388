import { projectEndpoints } from '@app/contracts/projects';
import { pageCacheTags } from '@app/contracts/page-cache';
import type { RequestContext } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicCache } from '@/lib/public-cache';

/** A page of active projects (for the sitemap). */
export function getProjects(page: number, pageSize: number, context: RequestContext) {
  return callEndpoint(
    projectEndpoints.filter,
    { body: { page, page_size: pageSize } },
    { context, cacheFor: publicCache(pageCacheTags.projects) },
  );
}

import type { Page } from '@app/contracts/envelope';
import type { ProjectListItem } from '@app/contracts/projects';
import { apiRequest, type RequestContext } from '@/lib/api-client';
import { pageCacheTags } from '@app/contracts/page-cache';
import { publicCache } from '@/lib/public-cache';

/** A page of active projects (for the sitemap). */
export function getProjects(page: number, pageSize: number, context: RequestContext): Promise<Page<ProjectListItem>> {
  return apiRequest<Page<ProjectListItem>>('/v1/public/projects/filter', {
    method: 'POST',
    body: { page, page_size: pageSize },
    context,
    cacheFor: publicCache(pageCacheTags.projects),
  });
}

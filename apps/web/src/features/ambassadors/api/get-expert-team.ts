import type { z } from 'zod';
import type { Page } from '@app/contracts/envelope';
import { EXPERT_TEAM_SIZE, type expertSchema } from '@app/contracts/ambassadors-public';
import { apiRequest, type RequestContext } from '@/lib/api-client';
import { pageCacheTags } from '@app/contracts/page-cache';
import { publicCache } from '@/lib/public-cache';

export type Expert = z.infer<typeof expertSchema>;

/** The expert team of the home page: 19 approved ambassadors who are not locked. */
export function getExpertTeam(context: RequestContext): Promise<Page<Expert>> {
  return apiRequest<Page<Expert>>('/v1/public/ambassador/report', {
    query: { page: 1, page_size: EXPERT_TEAM_SIZE },
    context,
    cacheFor: publicCache(pageCacheTags.ambassadors),
  });
}

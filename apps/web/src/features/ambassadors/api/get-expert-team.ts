import type { z } from 'zod';
import { EXPERT_TEAM_SIZE, ambassadorPublicEndpoints, type expertSchema } from '@app/contracts/ambassadors-public';
import { pageCacheTags } from '@app/contracts/page-cache';
import type { RequestContext } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicCache } from '@/lib/public-cache';

export type Expert = z.output<typeof expertSchema>;

/** The expert team of the home page: 19 approved ambassadors who are not locked. */
export function getExpertTeam(context: RequestContext) {
  return callEndpoint(
    ambassadorPublicEndpoints.expertTeam,
    { query: { page: 1, page_size: EXPERT_TEAM_SIZE } },
    { context, cacheFor: publicCache(pageCacheTags.ambassadors) },
  );
}

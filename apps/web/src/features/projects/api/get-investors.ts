import type { z } from 'zod';
import { investorEndpoints, type investorListItemSchema } from '@app/contracts/investors';
import { pageCacheTags } from '@app/contracts/page-cache';
import type { RequestContext } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicCache } from '@/lib/public-cache';

export type InvestorListItem = z.output<typeof investorListItemSchema>;

/** Active investors in Vietnamese order: the partners' logos on the home page. */
export function getInvestors(context: RequestContext, pageSize = 24) {
  return callEndpoint(
    investorEndpoints.list,
    { query: { page: 1, page_size: pageSize } },
    { context, cacheFor: publicCache(pageCacheTags.investors) },
  );
}

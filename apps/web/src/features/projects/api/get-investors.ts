import type { z } from 'zod';
import type { Page } from '@app/contracts/envelope';
import type { investorListItemSchema } from '@app/contracts/investors';
import { apiRequest, type RequestContext } from '@/lib/api-client';
import { pageCacheTags } from '@app/contracts/page-cache';
import { publicCache } from '@/lib/public-cache';

export type InvestorListItem = z.infer<typeof investorListItemSchema>;

/** Active investors in Vietnamese order: the partners' logos on the home page. */
export function getInvestors(context: RequestContext, pageSize = 24): Promise<Page<InvestorListItem>> {
  return apiRequest<Page<InvestorListItem>>('/v1/public/investors', {
    query: { page: 1, page_size: pageSize },
    context,
    cacheFor: publicCache(pageCacheTags.investors),
  });
}

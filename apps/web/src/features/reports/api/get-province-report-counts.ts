import { pageCacheTags } from '@app/contracts/page-cache';
import { reportEndpoints } from '@app/contracts/reports';
import type { RequestContext } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicCache } from '@/lib/public-cache';

/**
 * How many public reports each province has, for the map's legend. The API has no count per
 * province, so each province's first page of one report is asked for its total; the answers stay in
 * the data cache, so this runs once per revalidation, not per visit.
 */
export async function getProvinceReportCounts(provinceIds: readonly number[], context: RequestContext): Promise<Map<number, number>> {
  const counts = await Promise.all(
    provinceIds.map(async (provinceId) => {
      try {
        const page = await callEndpoint(
          reportEndpoints.list,
          { body: { province_id: provinceId, page: 1, page_size: 1 } },
          { context, cacheFor: publicCache(pageCacheTags.reports) },
        );
        return [provinceId, page.total] as const;
      } catch {
        return [provinceId, 0] as const;
      }
    }),
  );
  return new Map(counts);
}

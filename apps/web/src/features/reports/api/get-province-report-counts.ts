import { pageCacheTags } from '@app/contracts/page-cache';
import { reportEndpoints } from '@app/contracts/reports';
import type { RequestContext } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicCache } from '@/lib/public-cache';

/**
 * How many public reports each province has, for the map's legend: one answer for every province,
 * kept in the data cache with the report list. A province missing from it has none.
 */
export async function getProvinceReportCounts(context: RequestContext): Promise<Map<number, number>> {
  const { items } = await callEndpoint(
    reportEndpoints.provinceCounts,
    { query: {} },
    { context, cacheFor: publicCache(pageCacheTags.reports) },
  );
  return new Map(items.map((row) => [row.province_id, row.total]));
}

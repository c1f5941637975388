import type { ReportContents } from '@app/contracts/reports';
import { ApiError } from '@/lib/api-client';
import { callOnDemand } from '@/lib/call-on-demand';

const endpoint = () => import('@app/contracts/reports').then((contract) => contract.reportEndpoints.premiumContent);

/** A package's contents for a reader entitled to it (or to a higher one); 401 asks to sign in, 403 to buy. */
export function getPremiumContent(reportId: number, packageId: number, signal?: AbortSignal): Promise<ReportContents> {
  return callOnDemand(endpoint, { query: { report_id: reportId, type_id: packageId } }, { signal, autoShowError: false });
}

/** The same contents, or null when the reader does not own the package or is not signed in. */
export async function getOwnedContent(reportId: number, packageId: number, signal?: AbortSignal): Promise<ReportContents | null> {
  try {
    return await getPremiumContent(reportId, packageId, signal);
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return null;
    throw error;
  }
}

export const premiumContentQueryKey = (reportId: number, packageId: number) => ['premium-content', reportId, packageId] as const;

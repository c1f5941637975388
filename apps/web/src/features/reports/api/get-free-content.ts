import { callOnDemand } from '@/lib/call-on-demand';

const endpoint = () => import('@app/contracts/reports').then((contract) => contract.reportEndpoints.freeContent);

/** The free package's contents with links anyone may open for a few minutes. */
export function getFreeContent(reportId: number) {
  return callOnDemand(endpoint, { body: { report_id: reportId } });
}

import type { FreeDownloadInput } from '@app/contracts/contacts';
import { callOnDemandEnvelope } from '@/lib/call-on-demand';

const endpoint = () => import('@app/contracts/reports').then((contract) => contract.reportEndpoints.freeDownload);

/** The guest form: leaves a contact request and gives the free package's contents. */
export function postFreeDownload(input: FreeDownloadInput) {
  return callOnDemandEnvelope(endpoint, { body: input });
}

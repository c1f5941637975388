import type { Envelope } from '@app/contracts/envelope';
import type { FreeDownloadInput } from '@app/contracts/contacts';
import type { ReportContents } from '@app/contracts/reports';
import { apiEnvelope } from '@/lib/api-client';

/** The guest form: leaves a contact request and gives the free package's contents. */
export function postFreeDownload(input: FreeDownloadInput): Promise<Envelope<ReportContents>> {
  return apiEnvelope<ReportContents>('/v1/public/reports/free-download', { method: 'POST', body: input });
}

import type { Envelope } from '@app/contracts/envelope';
import type { ContactRequestInput } from '@app/contracts/contacts';
import { apiEnvelope } from '@/lib/api-client';

/** The contact form; the reply's message is the promise to answer within 24 hours. */
export function postContactRequest(input: ContactRequestInput): Promise<Envelope<{ id: number }>> {
  return apiEnvelope<{ id: number }>('/v1/public/contact-request', { method: 'POST', body: input });
}

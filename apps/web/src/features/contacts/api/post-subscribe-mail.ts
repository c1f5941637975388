import type { Envelope } from '@app/contracts/envelope';
import { apiEnvelope } from '@/lib/api-client';

/** The newsletter sign-up; signing up twice is harmless. */
export function postSubscribeMail(email: string): Promise<Envelope<{ email: string }>> {
  return apiEnvelope<{ email: string }>('/v1/public/subscribe-mail', { method: 'POST', body: { email } });
}

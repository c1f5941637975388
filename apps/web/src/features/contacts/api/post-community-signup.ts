import type { Envelope } from '@app/contracts/envelope';
import { apiEnvelope } from '@/lib/api-client';

/** The home page's community sign-up (name, phone number, email). */
export function postCommunitySignup(input: { name: string; phoneNumber: string; email: string }): Promise<Envelope<{ id: number }>> {
  return apiEnvelope<{ id: number }>('/v1/public/community-signup', { method: 'POST', body: input });
}

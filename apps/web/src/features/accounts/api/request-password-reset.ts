import { apiEnvelope } from '@/lib/api-client';

/** Spec section 7: query parameter `userEmail` (a username or an email), empty body. */
export function requestPasswordReset(userEmail: string) {
  return apiEnvelope<null>('/auth/resetpassword', { method: 'POST', query: { userEmail }, autoShowError: false });
}

import { apiEnvelope } from '@/lib/api-client';

/** `userEmail` (a username or an email) goes as a query parameter, with an empty body. */
export function requestPasswordReset(userEmail: string) {
  return apiEnvelope<null>('/auth/resetpassword', { method: 'POST', query: { userEmail }, autoShowError: false });
}

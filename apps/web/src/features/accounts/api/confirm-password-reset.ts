import { apiEnvelope } from '@/lib/api-client';

export function confirmPasswordReset(body: { token: string; password: string; rePassword: string }) {
  return apiEnvelope<null>('/auth/reset-password/confirm', { method: 'POST', body, autoShowError: false });
}

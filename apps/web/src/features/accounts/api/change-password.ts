import { apiEnvelope } from '@/lib/api-client';

/** Through the web server, which stores the fresh session the API answers with (src/app/api/auth/change-password). */
export function changePassword(body: { oldPassword: string; newPassword: string; rePassword: string }) {
  return apiEnvelope<null>('/auth/change-password', { method: 'POST', body, autoShowError: false });
}

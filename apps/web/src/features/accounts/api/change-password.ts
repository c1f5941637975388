import { webSessionEndpoints } from '@app/contracts/web-session';
import { callEndpointEnvelope } from '@/lib/call-endpoint';

/** Through the web server, which stores the fresh session the API answers with (src/app/api/auth/change-password). */
export function changePassword(body: { oldPassword: string; newPassword: string; rePassword: string }) {
  return callEndpointEnvelope(webSessionEndpoints.changePassword, { body }, { autoShowError: false });
}

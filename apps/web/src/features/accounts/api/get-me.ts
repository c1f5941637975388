import { accountEndpoints } from '@app/contracts/accounts';
import type { RequestContext } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';

export function getMe(context: RequestContext) {
  return callEndpoint(accountEndpoints.me, {}, { context });
}

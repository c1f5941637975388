import { ambassadorEndpoints } from '@app/contracts/ambassadors';
import type { RequestContext } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';

/** The user's own registration and its state; null when there is none. */
export function getAmbassadorRegistration(context: RequestContext) {
  return callEndpoint(ambassadorEndpoints.registration, {}, { context });
}

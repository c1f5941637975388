import type { AmbassadorRegistration } from '@app/contracts/ambassadors';
import { apiRequest, type RequestContext } from '@/lib/api-client';

/** The user's own registration and its state; null when there is none. */
export function getAmbassadorRegistration(context: RequestContext): Promise<AmbassadorRegistration | null> {
  return apiRequest<AmbassadorRegistration | null>('/v1/ambassador/registration', { context });
}

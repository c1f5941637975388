import type { AmbassadorRegisterInput, AmbassadorRegistration } from '@app/contracts/ambassadors';
import { apiEnvelope } from '@/lib/api-client';

export function registerAmbassador(body: AmbassadorRegisterInput) {
  return apiEnvelope<AmbassadorRegistration>('/v1/ambassador/register', { method: 'POST', body, autoShowError: false });
}

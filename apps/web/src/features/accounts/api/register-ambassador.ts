import { ambassadorEndpoints, type AmbassadorRegisterInput } from '@app/contracts/ambassadors';
import { callEndpointEnvelope } from '@/lib/call-endpoint';

export function registerAmbassador(body: AmbassadorRegisterInput) {
  return callEndpointEnvelope(ambassadorEndpoints.register, { body }, { autoShowError: false });
}

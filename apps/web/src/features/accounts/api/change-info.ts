import { accountEndpoints, type ChangeInfoInput } from '@app/contracts/accounts';
import { callEndpointEnvelope } from '@/lib/call-endpoint';

export function changeInfo(body: ChangeInfoInput) {
  return callEndpointEnvelope(accountEndpoints.changeInfo, { body }, { autoShowError: false });
}

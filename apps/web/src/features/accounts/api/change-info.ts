import type { ChangeInfoInput, Me } from '@app/contracts/accounts';
import { apiEnvelope } from '@/lib/api-client';

export function changeInfo(body: ChangeInfoInput) {
  return apiEnvelope<Me>('/v1/user/change-info', { method: 'POST', body, autoShowError: false });
}

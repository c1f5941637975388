import type { Me } from '@app/contracts/accounts';
import { apiEnvelope, type RequestContext } from '@/lib/api-client';

export function getMe(context: RequestContext) {
  return apiEnvelope<Me | null>('/v1/me', { context });
}

import type { MomoCheckResult } from '@app/contracts/payments';
import { apiRequest } from '@/lib/api-client';

/** Asks the shop (which asks MoMo when its notification has not come) how the payment ended. */
export function checkMomoResult(query: Record<string, string>, signal?: AbortSignal): Promise<MomoCheckResult> {
  return apiRequest<MomoCheckResult>('/v1/momo/check-result', { query, signal, autoShowError: false });
}

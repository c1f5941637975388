'use client';

import type { z } from 'zod';
import { adminInvestorEndpoints, type investorBody } from '@app/contracts/admin-investors';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { investorsKey } from './investors-key';

/** Creates an investor, or replaces the one with `id`. */
export function useSaveInvestor(onSuccess?: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: number | null; body: z.input<typeof investorBody> }) =>
      id === null
        ? callEndpointEnvelope(adminInvestorEndpoints.create, { body })
        : callEndpointEnvelope(adminInvestorEndpoints.update, { params: { id }, body }),
    invalidates: [investorsKey],
    onSuccess,
  });
}

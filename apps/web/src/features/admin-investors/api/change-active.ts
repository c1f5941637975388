'use client';

import { adminInvestorEndpoints } from '@app/contracts/admin-investors';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { investorsKey } from './investors-key';

export function useChangeInvestorActive() {
  return useAdminMutation({
    mutationFn: (query: { id: number; active: boolean }) => callEndpointEnvelope(adminInvestorEndpoints.changeActive, { query }),
    invalidates: [investorsKey],
  });
}

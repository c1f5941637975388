'use client';

import { adminAmbassadorEndpoints } from '@app/contracts/admin-ambassadors';
import type { EndpointInput } from '@app/contracts/endpoint';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { ambassadorsKey } from './ambassadors-key';

/** The changes made from a row that take nothing but the ambassador: approve, lock, unlock. */
export type AmbassadorMove = 'approve' | 'lock' | 'unlock';

export function useAmbassadorMove() {
  return useAdminMutation({
    mutationFn: ({ id, move }: { id: number; move: AmbassadorMove }) =>
      callEndpointEnvelope(adminAmbassadorEndpoints[move], { params: { id } }),
    invalidates: [ambassadorsKey],
  });
}

export function useRejectAmbassador(onSuccess: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      callEndpointEnvelope(adminAmbassadorEndpoints.reject, { params: { id }, body: { reason } }),
    invalidates: [ambassadorsKey],
    onSuccess,
  });
}

export type CoverageInput = EndpointInput<typeof adminAmbassadorEndpoints.coverage>['body'];

export function useSetCoverage(onSuccess: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: number; body: CoverageInput }) =>
      callEndpointEnvelope(adminAmbassadorEndpoints.coverage, { params: { id }, body }),
    invalidates: [ambassadorsKey],
    onSuccess,
  });
}

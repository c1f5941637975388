'use client';

import { adminPackageEndpoints, type PackageInput } from '@app/contracts/admin-reports';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { reportsKey } from '@/admin/reports-key';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { packagesKey } from './packages-key';

/** Creates a package, or replaces the one with `id`. */
export function useSavePackage(onSuccess?: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PackageInput }) =>
      id === null
        ? callEndpointEnvelope(adminPackageEndpoints.create, { body })
        : callEndpointEnvelope(adminPackageEndpoints.update, { params: { id }, body }),
    invalidates: [packagesKey, reportsKey],
    onSuccess,
  });
}

export function useChangePackageActive() {
  return useAdminMutation({
    mutationFn: (query: { id: number; active: boolean }) => callEndpointEnvelope(adminPackageEndpoints.changeActive, { query }),
    invalidates: [packagesKey, reportsKey],
  });
}

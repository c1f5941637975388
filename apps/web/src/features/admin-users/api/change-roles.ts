'use client';

import { adminUserEndpoints } from '@app/contracts/admin-users';
import type { EndpointInput } from '@app/contracts/endpoint';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { usersKey } from './users-key';

export type ChangeRolesInput = EndpointInput<typeof adminUserEndpoints.changeRoles>['body'];

export function useChangeRoles(onSuccess?: () => void) {
  return useAdminMutation({
    mutationFn: (body: ChangeRolesInput) => callEndpointEnvelope(adminUserEndpoints.changeRoles, { body }),
    invalidates: [usersKey],
    onSuccess,
  });
}

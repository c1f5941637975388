'use client';

import { adminUserEndpoints } from '@app/contracts/admin-users';
import type { UserStatus } from '@app/contracts/admin-users';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { usersKey } from './users-key';

export function useUpdateStatus() {
  return useAdminMutation({
    mutationFn: (body: { user_id: number; status: UserStatus }) => callEndpointEnvelope(adminUserEndpoints.updateStatus, { body }),
    invalidates: [usersKey],
  });
}

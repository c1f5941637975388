'use client';

import { useQuery } from '@tanstack/react-query';
import { adminUserEndpoints } from '@app/contracts/admin-users';
import { callEndpoint } from '@/lib/call-endpoint';
import { usersKey } from './users-key';

export function useRoles() {
  return useQuery({
    queryKey: [...usersKey, 'roles'],
    queryFn: ({ signal }) => callEndpoint(adminUserEndpoints.roles, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

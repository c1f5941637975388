'use client';

import { adminContactEndpoints } from '@app/contracts/admin-contacts';
import type { EndpointInput } from '@app/contracts/endpoint';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { contactsKey } from './contacts-key';

export type UpdateContactInput = EndpointInput<typeof adminContactEndpoints.update>['body'];

export function useUpdateContact(onSuccess?: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateContactInput }) =>
      callEndpointEnvelope(adminContactEndpoints.update, { params: { id }, body }),
    invalidates: [contactsKey],
    onSuccess,
  });
}

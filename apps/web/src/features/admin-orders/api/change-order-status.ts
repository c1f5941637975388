'use client';

import { adminOrderEndpoints } from '@app/contracts/admin-orders';
import type { EndpointInput } from '@app/contracts/endpoint';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { ordersKey } from './orders-key';

export type ChangeOrderStatusInput = EndpointInput<typeof adminOrderEndpoints.changeStatus>['body'];

export function useChangeOrderStatus() {
  return useAdminMutation({
    mutationFn: (body: ChangeOrderStatusInput) => callEndpointEnvelope(adminOrderEndpoints.changeStatus, { body }),
    invalidates: [ordersKey],
  });
}

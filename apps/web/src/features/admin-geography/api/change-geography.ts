'use client';

import { adminGeographyEndpoints, type AreaInput } from '@app/contracts/admin-geography';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { geographyKey } from './geography-key';

export type GeographyKind = 'area' | 'province' | 'district';

const changeActiveOf = {
  area: adminGeographyEndpoints.changeAreaActive,
  province: adminGeographyEndpoints.changeProvinceActive,
  district: adminGeographyEndpoints.changeDistrictActive,
} as const;

export function useChangeGeographyActive(kind: GeographyKind) {
  return useAdminMutation({
    mutationFn: (query: { id: number; active: boolean }) => callEndpointEnvelope(changeActiveOf[kind], { query }),
    invalidates: [geographyKey],
  });
}

/** Creates an area, or replaces the one with `id`. */
export function useSaveArea(onSuccess?: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AreaInput }) =>
      id === null
        ? callEndpointEnvelope(adminGeographyEndpoints.createArea, { body })
        : callEndpointEnvelope(adminGeographyEndpoints.updateArea, { params: { id }, body }),
    invalidates: [geographyKey],
    onSuccess,
  });
}

export function useMoveProvince(onSuccess?: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, areaId }: { id: number; areaId: number | null }) =>
      callEndpointEnvelope(adminGeographyEndpoints.updateProvince, { params: { id }, body: { area_id: areaId } }),
    invalidates: [geographyKey],
    onSuccess,
  });
}

'use client';

import { useQuery } from '@tanstack/react-query';
import { adminSettingsEndpoints } from '@app/contracts/admin-settings';
import { callEndpoint } from '@/lib/call-endpoint';
import { settingsKey } from './settings-key';

/** Every setting as staff edit it. */
export function useAdminSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => callEndpoint(adminSettingsEndpoints.get, { query: {} }, { signal }),
  });
}

'use client';

import { adminSettingsEndpoints, type SettingsChange } from '@app/contracts/admin-settings';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { settingsKey } from './settings-key';

/** Saves one group of settings; the others stay as they are. */
export function useSaveSettings() {
  return useAdminMutation({
    mutationFn: (body: SettingsChange) => callEndpointEnvelope(adminSettingsEndpoints.update, { body }),
    invalidates: [settingsKey, ['admin', 'audit', 'systemSetting']],
  });
}

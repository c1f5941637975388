import {
  settingFromText,
  storedSettingText,
  type AdminSettings,
  type SettingsChange,
  type SiteSettings,
} from '@app/contracts/admin-settings.js';
import { settingKeys, type SettingKey } from '@app/contracts/settings.js';
import type { Db } from '../../db/client.js';
import { sanitizeSettingValue } from '../../lib/rich-text.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import * as repository from './settings.repository.js';

/** The site's settings are one record in the audit trail: each save keeps the keys it changed. */
export const SETTINGS_AUDIT_ID = 1;

export async function getSettings(db: Db): Promise<AdminSettings> {
  const rows = await repository.allSettings(db);
  const stored = new Map(rows.map((row) => [row.name, row]));
  const values = Object.fromEntries(settingKeys.map((key) => [key, settingFromText(key, stored.get(key)?.value)])) as SiteSettings;
  const updatedAt = Object.fromEntries(settingKeys.map((key) => [key, stored.get(key)?.updatedAt ?? null]));
  return { values, updated_at: updatedAt };
}

/**
 * Stores the settings given, rich text cut to the allowlist on the way in, and records the ones
 * that changed with their values before and after. Unchanged ones are not written.
 */
export async function changeSettings(
  db: Db,
  actor: AuditActor,
  change: SettingsChange,
): Promise<{ settings: AdminSettings; changed: SettingKey[] }> {
  const given = settingKeys.filter((key) => change[key] !== undefined);
  const changed = await db.transaction(async (tx) => {
    const current = new Map((await repository.lockSettings(tx, given)).map((row) => [row.name, row.value]));
    const writes = given
      .map((key) => ({ name: key, value: sanitizeSettingValue(key, storedSettingText(key, change[key] as never)) }))
      .filter((write) => current.get(write.name) !== write.value);
    if (!writes.length) return [];
    await repository.storeSettings(tx, writes);
    const view = (text: string | undefined, key: string) => settingFromText(key as SettingKey, text);
    await recordAudit(tx, actor, {
      entity: 'system_setting',
      entityId: SETTINGS_AUDIT_ID,
      action: 'update',
      before: Object.fromEntries(writes.map((write) => [write.name, view(current.get(write.name), write.name)])),
      after: Object.fromEntries(writes.map((write) => [write.name, view(write.value, write.name)])),
    });
    return writes.map((write) => write.name as SettingKey);
  });
  return { settings: await getSettings(db), changed };
}

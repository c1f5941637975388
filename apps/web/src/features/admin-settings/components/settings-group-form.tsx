'use client';

import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { settingKinds, settingsChangeBody, type AdminSettings, type SettingsChange } from '@app/contracts/admin-settings';
import { richTextSettingKeys, type SettingKey } from '@app/contracts/settings';
import { DraftRestoreAlert } from '@/admin/rich-text/draft-restore-alert';
import { useDraftAutosave } from '@/admin/rich-text/use-draft-autosave';
import { useLeaveGuard } from '@/admin/rich-text/use-leave-guard';
import { useAppForm } from '@/hooks/use-app-form';
import { useSaveSettings } from '../api/save-settings';
import type { settingGroups } from './setting-groups';
import { SettingField } from './setting-field';

type SettingGroup = (typeof settingGroups)[number];

/** A picture slot added but left without a picture is not a picture: it is dropped, not refused. */
function withoutEmptySlots(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) =>
      settingKinds[key as SettingKey] === 'images' && Array.isArray(value) ? [key, value.filter((url) => url !== '')] : [key, value],
    ),
  );
}

/** A section with a rich-text editor holds long writing: it is kept as a draft like a news post. */
function keepsDraft(group: SettingGroup): boolean {
  return group.keys.some((key) => (richTextSettingKeys as readonly SettingKey[]).includes(key));
}

/**
 * One section of the settings, saved on its own: the other sections keep what they hold. A section
 * with rich text keeps a draft in this browser and asks before its unsaved changes are left
 * (decision 0154); the others are short enough to type again.
 */
export function SettingsGroupForm({ group, settings }: { group: SettingGroup; settings: AdminSettings }) {
  const t = useTranslations('adminSettings');
  const ta = useTranslations('admin.form');
  const save = useSaveSettings();
  const valuesOf = (saved: AdminSettings) => Object.fromEntries(group.keys.map((key) => [key, saved.values[key]]));
  const initialValues = valuesOf(settings);
  const form = useAppForm<Record<string, unknown>>({
    schema: settingsChangeBody,
    initialValues,
    error: save.error,
    toInput: withoutEmptySlots,
  });
  const dirty = keepsDraft(group) && form.isDirty();
  const autosave = useDraftAutosave<Record<string, unknown>>({ key: `settings:${group.id}`, values: form.values, dirty });
  useLeaveGuard(dirty);

  const restoreDraft = () => {
    const values = autosave.restore();
    if (values) form.setValues(values);
  };
  const undo = () => {
    form.reset();
    autosave.discard();
  };

  return (
    <form
      noValidate
      aria-label={t(`groups.${group.id}.title`)}
      onSubmit={form.onSubmit((values) =>
        save.mutate(settingsChangeBody.parse(withoutEmptySlots(values)) as SettingsChange, {
          // The form takes the values as stored (trimmed, rich text cleaned) and counts them as unchanged.
          onSuccess: ({ result }) => {
            autosave.clear();
            const stored = valuesOf(result);
            form.setValues(stored);
            form.resetDirty(stored);
          },
        }),
      )}
    >
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t(`groups.${group.id}.description`)}
          </Text>
          <DraftRestoreAlert draft={autosave.draft} onRestore={restoreDraft} onDiscard={autosave.discard} />
          {group.keys.map((key) => (
            <SettingField key={key} name={key} form={form} />
          ))}
          <Group justify="flex-end">
            <Button variant="default" disabled={!form.isDirty()} onClick={undo}>
              {t('undo')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {ta('save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </form>
  );
}

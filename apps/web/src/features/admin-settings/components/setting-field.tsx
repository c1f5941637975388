'use client';

import { ActionIcon, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslations } from 'next-intl';
import {
  mapProviders,
  settingKinds,
  SETTING_IMAGES_MAX,
  SETTING_LONG_TEXT_MAX,
  SETTING_TEXT_MAX,
  SETTING_VIDEOS_MAX,
  type ReportVideo,
} from '@app/contracts/admin-settings';
import type { SettingKey } from '@app/contracts/settings';
import { FileField } from '@/admin/upload/file-field';
import { ImageField } from '@/admin/upload/image-field';
import { RichTextEditor } from '@/admin/rich-text/rich-text-editor';

export type SettingsForm = UseFormReturnType<Record<string, unknown>>;

/** The input that fits what a setting holds: text, an image with its preview, a list, a switch. */
export function SettingField({ name, form }: { name: SettingKey; form: SettingsForm }) {
  const t = useTranslations('adminSettings');
  const label = t(`keys.${name}`);
  const description = t(`hints.${name}`);
  const common = { label, description, ...form.getInputProps(name) };

  switch (settingKinds[name]) {
    case 'switch':
      return <Switch label={label} description={description} {...form.getInputProps(name, { type: 'checkbox' })} />;
    case 'long_text':
      return <Textarea autosize minRows={3} maxRows={10} maxLength={SETTING_LONG_TEXT_MAX} {...common} />;
    case 'rich_text':
      return <RichTextEditor {...common} value={String(form.values[name] ?? '')} />;
    case 'image':
      return <ImageField {...common} value={String(form.values[name] ?? '')} />;
    case 'file':
      return <FileField target="file" {...common} value={String(form.values[name] ?? '')} />;
    case 'images':
      return <ImageList name={name} form={form} label={label} description={description} />;
    case 'videos':
      return <VideoList name={name} form={form} label={label} description={description} />;
    case 'map_provider':
      return (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`setting-${name}`}>
            {label}
          </Text>
          <SegmentedControl
            aria-labelledby={`setting-${name}`}
            data={mapProviders.map((provider) => ({ value: provider, label: t(`mapProviders.${provider}`) }))}
            {...form.getInputProps(name)}
          />
        </Stack>
      );
    case 'link':
    case 'video':
      return <TextInput inputMode="url" maxLength={2000} {...common} />;
    case 'email':
      return <TextInput type="email" maxLength={SETTING_TEXT_MAX} {...common} />;
    case 'phone':
    case 'bank_bin':
    case 'bank_account':
      return <TextInput inputMode="numeric" maxLength={20} {...common} />;
    default:
      return <TextInput maxLength={SETTING_TEXT_MAX} {...common} />;
  }
}

function ListHeader({ label, description }: { label: string; description?: string }) {
  return (
    <div>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
    </div>
  );
}

/** Pictures shown in turn (the home banners): added, removed and put in order. */
function ImageList({ name, form, label, description }: { name: SettingKey; form: SettingsForm; label: string; description?: string }) {
  const t = useTranslations('adminSettings.list');
  const items = (form.values[name] as string[] | undefined) ?? [];
  const error = form.errors[name];
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <ListHeader label={label} description={description} />
      {items.map((url, index) => (
        <Paper key={index} withBorder p="xs" radius="md">
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <div style={{ flex: 1, minWidth: 0 }}>
              <ImageField label={t('imageNumber', { number: index + 1 })} {...form.getInputProps(`${name}.${index}`)} value={url} />
            </div>
            <ItemButtons name={name} form={form} index={index} count={items.length} />
          </Group>
        </Paper>
      ))}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
      <Group>
        <Button variant="light" size="xs" disabled={items.length >= SETTING_IMAGES_MAX} onClick={() => form.insertListItem(name, '')}>
          {t('addImage')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The report videos: a title in each language and a YouTube link. */
function VideoList({ name, form, label, description }: { name: SettingKey; form: SettingsForm; label: string; description?: string }) {
  const t = useTranslations('adminSettings.list');
  const items = (form.values[name] as ReportVideo[] | undefined) ?? [];
  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <ListHeader label={label} description={description} />
      {items.map((_, index) => (
        <Paper key={index} withBorder p="xs" radius="md">
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xs" style={{ flex: 1, minWidth: 0 }}>
              <TextInput
                label={t('videoTitle', { number: index + 1 })}
                maxLength={SETTING_TEXT_MAX}
                {...form.getInputProps(`${name}.${index}.title`)}
              />
              <TextInput label={t('videoTitleEn')} maxLength={SETTING_TEXT_MAX} {...form.getInputProps(`${name}.${index}.title_en`)} />
              <TextInput label={t('videoUrl')} inputMode="url" maxLength={2000} {...form.getInputProps(`${name}.${index}.url`)} />
            </SimpleGrid>
            <ItemButtons name={name} form={form} index={index} count={items.length} />
          </Group>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={items.length >= SETTING_VIDEOS_MAX}
          onClick={() => form.insertListItem(name, { title: '', title_en: '', url: '' })}
        >
          {t('addVideo')}
        </Button>
      </Group>
    </Stack>
  );
}

function ItemButtons({ name, form, index, count }: { name: string; form: SettingsForm; index: number; count: number }) {
  const t = useTranslations('adminSettings.list');
  return (
    <Stack gap={4}>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('moveUp', { number: index + 1 })}
        disabled={index === 0}
        onClick={() => form.reorderListItem(name, { from: index, to: index - 1 })}
      >
        ↑
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('moveDown', { number: index + 1 })}
        disabled={index === count - 1}
        onClick={() => form.reorderListItem(name, { from: index, to: index + 1 })}
      >
        ↓
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('remove', { number: index + 1 })}
        onClick={() => form.removeListItem(name, index)}
      >
        ✕
      </ActionIcon>
    </Stack>
  );
}

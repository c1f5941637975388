'use client';

import { useState } from 'react';
import { ActionIcon, Button, Group, Image, Input, Paper, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { patterns } from '@app/contracts/validation';
import { GALLERY_MAX } from '@app/contracts/admin-projects';
import type { GalleryPicture } from './project-form-values';

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/**
 * The project's pictures in the order the page shows them (the first is the cover): add, caption,
 * move up or down, remove. `errors` are the form's messages by picture index.
 */
export function GalleryField({
  value,
  onChange,
  onAppend,
  error,
  itemErrors,
  uploader,
}: {
  value: GalleryPicture[];
  onChange: (next: GalleryPicture[]) => void;
  /** Adds pictures at the end of the gallery as it stands when they arrive (uploads finish one by one). */
  onAppend: (urls: string[]) => void;
  error?: React.ReactNode;
  itemErrors: (index: number) => React.ReactNode;
  /** Where new pictures come from: an upload area that hands over their addresses. */
  uploader?: (add: (urls: string[]) => void, room: number) => React.ReactNode;
}) {
  const t = useTranslations('adminProjects.gallery');
  const [link, setLink] = useState('');

  const linkValid = patterns.pictureUrl.test(link.trim());

  return (
    <Input.Wrapper label={t('label')} description={t('hint', { max: GALLERY_MAX })} error={error}>
      <Stack gap="sm" mt={6}>
        {value.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('empty')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {value.map((picture, index) => (
            <Paper
              key={`${picture.url}-${index}`}
              withBorder
              p="xs"
              radius="md"
              aria-label={t('picture', { number: index + 1 })}
              role="group"
            >
              <Stack gap={6}>
                <Image src={picture.url} alt="" h={120} radius="sm" fit="cover" fallbackSrc="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
                <Group justify="space-between" gap={4} wrap="nowrap">
                  <Text size="xs" fw={600}>
                    {index === 0 ? t('cover') : t('picture', { number: index + 1 })}
                  </Text>
                  <Group gap={2} wrap="nowrap">
                    <Tooltip label={t('moveUp')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('moveUpOf', { number: index + 1 })}
                        disabled={index === 0}
                        onClick={() => onChange(moveItem(value, index, index - 1))}
                      >
                        ↑
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('moveDown')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('moveDownOf', { number: index + 1 })}
                        disabled={index === value.length - 1}
                        onClick={() => onChange(moveItem(value, index, index + 1))}
                      >
                        ↓
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('remove')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('removeOf', { number: index + 1 })}
                        onClick={() => onChange(value.filter((_, other) => other !== index))}
                      >
                        ✕
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
                <TextInput
                  size="xs"
                  aria-label={t('captionOf', { number: index + 1 })}
                  placeholder={t('caption')}
                  maxLength={500}
                  value={picture.caption}
                  error={itemErrors(index)}
                  onChange={(event) => {
                    const caption = event.currentTarget.value;
                    onChange(value.map((item, other) => (other === index ? { ...item, caption } : item)));
                  }}
                />
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        {value.length < GALLERY_MAX && uploader?.(onAppend, GALLERY_MAX - value.length)}
        {value.length < GALLERY_MAX && (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('link')}
              placeholder="https://"
              value={link}
              onChange={(event) => setLink(event.currentTarget.value)}
            />
            <Button
              variant="default"
              disabled={!linkValid}
              onClick={() => {
                onAppend([link.trim()]);
                setLink('');
              }}
            >
              {t('addLink')}
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

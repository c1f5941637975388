'use client';

import { useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useTranslations } from 'next-intl';
import { uploadTargets, uploadTypes } from '@app/contracts/uploads';
import { UploadStatus, useUploadHint } from '@/admin/upload/upload-dropzone';
import { useUpload } from '@/admin/upload/use-upload';

const accept = uploadTargets.img.flatMap((kind) => Object.keys(uploadTypes[kind]));

/**
 * Several pictures dropped or chosen at once, uploaded one after the other; each one stored is
 * added to the gallery as soon as the API has it, so a failure halfway loses none of the others.
 */
export function GalleryUploader({ onAdd, room }: { onAdd: (urls: string[]) => void; room: number }) {
  const t = useTranslations('adminProjects.gallery');
  const hint = useUploadHint('img');
  const upload = useUpload('img');
  const [queue, setQueue] = useState(0);

  const start = async (files: File[]) => {
    const chosen = files.slice(0, room);
    setQueue(chosen.length);
    for (const file of chosen) {
      const stored = await upload.upload(file);
      if (!stored) break;
      onAdd([stored.url]);
      setQueue((left) => left - 1);
    }
    setQueue(0);
  };

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => void start(files)}
        // The picker's filter knows only declared types; the API reads each file and gives its own reason.
        onReject={(rejections) => void start(rejections.map((rejection) => rejection.file))}
        accept={accept}
        multiple
        disabled={queue > 0}
        p="md"
        aria-label={t('upload')}
      >
        <Group justify="center" gap="md" wrap="nowrap" mih={64} style={{ pointerEvents: 'none' }}>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {t('upload')}
            </Text>
            <Text size="xs" c="dimmed">
              {queue > 1 ? t('queued', { count: queue }) : hint}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      <UploadStatus upload={upload} />
    </Stack>
  );
}

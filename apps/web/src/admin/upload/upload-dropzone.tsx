'use client';

import type { ReactNode } from 'react';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useTranslations } from 'next-intl';
import {
  acceptedFormats,
  formatUploadSize,
  uploadCaps,
  uploadTargets,
  uploadTypes,
  type UploadedFile,
  type UploadKind,
  type UploadTarget,
} from '@app/contracts/uploads';
import { Icon } from '@/components/ui/icons';
import { useUpload, type Upload } from './use-upload';

function UploadIcon() {
  return (
    <Icon size={32}>
      <path d="M12 15.5V4.5M7.5 9 12 4.5 16.5 9" />
      <path d="M4.5 15v3.5a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V15" />
    </Icon>
  );
}

/** The picker's filter: the accepted types with their usual extensions. The API judges the bytes. */
function acceptOf(kinds: readonly UploadKind[]): Record<string, string[]> {
  return Object.fromEntries(
    kinds.flatMap((kind) => Object.entries(uploadTypes[kind]).map(([type, extension]) => [type, [`.${extension}`]])),
  );
}

/** The formats an address takes and the cap of each kind: `PNG, JPG…; up to 10 MB`. */
export function useUploadHint(target: UploadTarget): string {
  const t = useTranslations('adminUpload');
  return uploadTargets[target]
    .map((kind) => t('accepts', { formats: acceptedFormats([kind]), cap: formatUploadSize(uploadCaps[kind]) }))
    .join(' · ');
}

/** The progress of the upload under way, cancel, and the message and retry after a failed or canceled one. */
export function UploadStatus({ upload }: { upload: Upload }) {
  const t = useTranslations('adminUpload');
  const { state } = upload;
  if (state.status === 'uploading') {
    return (
      <Stack gap={6} data-testid="upload-progress">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
            {t('uploading', { name: state.file.name })}
          </Text>
          <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
            {state.percent}%
          </Text>
        </Group>
        <Progress value={state.percent} animated={state.percent >= 100} aria-label={t('progress', { percent: state.percent })} size="lg" />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed">
            {state.percent >= 100 ? t('processing') : `${formatUploadSize(state.loaded)} / ${formatUploadSize(state.total)}`}
          </Text>
          <Button size="compact-sm" variant="default" onClick={upload.cancel}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (state.status === 'failed' || state.status === 'canceled') {
    const failed = state.status === 'failed';
    return (
      <Alert color={failed ? 'red' : 'gray'} title={failed ? t('failedTitle') : undefined} role={failed ? 'alert' : 'status'}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{failed ? state.message : t('canceled', { name: state.file.name })}</Text>
          <Button size="compact-sm" variant="light" color={failed ? 'red' : 'brand'} onClick={() => void upload.retry()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return null;
}

export interface UploadDropzoneProps {
  /** The upload address: `img` for pictures, `file` for any file of the pages, `report-content` for report contents. */
  target: UploadTarget;
  /** Called with the stored file once the API has it. */
  onUploaded: (file: UploadedFile) => void;
  /** The text in the drop area; by default an invitation to drop or choose a file. */
  label?: ReactNode;
  disabled?: boolean;
}

/**
 * A drop area for one file: it uploads at once, shows the percentage sent with a cancel button,
 * and after a failure the API's message with a retry button.
 */
export function UploadDropzone({ target, onUploaded, label, disabled }: UploadDropzoneProps) {
  const upload = useUpload(target);
  return <UploadArea target={target} upload={upload} onUploaded={onUploaded} label={label} disabled={disabled} />;
}

/** The drop area around an upload a field already holds (ImageField, FileField share theirs). */
export function UploadArea({ target, upload, onUploaded, label, disabled }: UploadDropzoneProps & { upload: Upload }) {
  const t = useTranslations('adminUpload');
  const hint = useUploadHint(target);
  const busy = upload.state.status === 'uploading';
  const start = async (file: File | undefined) => {
    if (!file) return;
    const stored = await upload.upload(file);
    if (stored) onUploaded(stored);
  };
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => void start(files[0])}
        // The picker's filter knows only declared types; the API reads the file and gives its own reason.
        onReject={(rejections) => void start(rejections[0]?.file)}
        accept={acceptOf(uploadTargets[target])}
        multiple={false}
        disabled={disabled || busy}
        p="md"
      >
        <Group justify="center" gap="md" wrap="nowrap" mih={72} style={{ pointerEvents: 'none' }}>
          <UploadIcon />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {label ?? (target === 'img' ? t('dropImage') : t('drop'))}
            </Text>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      <UploadStatus upload={upload} />
    </Stack>
  );
}

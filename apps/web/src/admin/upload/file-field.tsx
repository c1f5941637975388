'use client';

import { useState, type ReactNode } from 'react';
import { Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { formatUploadSize, type UploadedFile } from '@app/contracts/uploads';
import { Icon } from '@/components/ui/icons';
import { UploadArea } from './upload-dropzone';
import { useUpload } from './use-upload';

/** What is known of the file a field holds, to show it: its name, size and type. */
export interface FileDetails {
  name: string;
  size?: number | null;
  type?: string | null;
}

export interface FileFieldProps {
  /** What the upload answered as `url` (for report contents, the storage key); empty when there is none. */
  value?: string | null;
  /** The new value with the stored file after an upload, or '' and null after removing it. */
  onChange: (value: string, file: UploadedFile | null) => void;
  /** The file the form was opened with, to show its name, size and type. */
  file?: FileDetails | null;
  /** `report-content` (PDF, video, archive) by default; `file` for any file of the pages. */
  target?: 'report-content' | 'file';
  error?: ReactNode;
  label?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

function FileIcon() {
  return (
    <Icon size={28}>
      <path d="M6 3.5h8l4 4v13H6z" />
      <path d="M14 3.5v4h4" />
    </Icon>
  );
}

/**
 * A file in an admin form (a report content's PDF, video or archive), as the value the upload
 * answered: `{...form.getInputProps('file_key')}` fits it, and `onChange`'s second argument carries
 * the name, size and type for the form's other fields.
 */
export function FileField({
  value,
  onChange,
  file,
  target = 'report-content',
  error,
  label,
  description,
  required,
  disabled,
}: FileFieldProps) {
  const t = useTranslations('adminUpload');
  const upload = useUpload(target);
  const [replacing, setReplacing] = useState(false);
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const details: FileDetails | null = uploaded && uploaded.url === value ? uploaded : (file ?? (value ? { name: value } : null));
  const showFile = Boolean(value) && details !== null && !replacing;

  return (
    <Input.Wrapper label={label} description={description} error={error} required={required}>
      <Stack gap="xs" mt={label || description ? 4 : 0}>
        {showFile && details ? (
          <Paper withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 14rem' }}>
                <FileIcon />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate="end" data-testid="file-name">
                    {details.name}
                  </Text>
                  {(details.type || details.size != null) && (
                    <Text size="xs" c="dimmed">
                      {t('fileDetails', {
                        type: details.type ?? '',
                        size: details.size != null ? formatUploadSize(details.size) : '',
                      })}
                    </Text>
                  )}
                </Stack>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Button size="compact-sm" variant="default" disabled={disabled} onClick={() => setReplacing(true)}>
                  {t('replaceFile')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  disabled={disabled}
                  onClick={() => {
                    setUploaded(null);
                    onChange('', null);
                  }}
                >
                  {t('remove')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ) : (
          <>
            <UploadArea
              target={target}
              upload={upload}
              disabled={disabled}
              onUploaded={(stored) => {
                upload.reset();
                setReplacing(false);
                setUploaded(stored);
                onChange(stored.url, stored);
              }}
            />
            {replacing && upload.state.status !== 'uploading' && (
              <Group>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => {
                    upload.reset();
                    setReplacing(false);
                  }}
                >
                  {t('keepFile')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

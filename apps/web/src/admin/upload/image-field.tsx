'use client';

import { useState, type ReactNode } from 'react';
import { Button, Group, Image, Input, Paper, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { UploadArea } from './upload-dropzone';
import { useUpload } from './use-upload';

export interface ImageFieldProps {
  /** The picture's address; empty when there is none. */
  value?: string | null;
  /** The new address after an upload, or '' after removing the picture. */
  onChange: (value: string) => void;
  error?: ReactNode;
  label?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A picture in an admin form, as its address: `{...form.getInputProps('cover')}` fits it. It shows
 * the picture with replace and remove, or a drop area that uploads at once.
 */
export function ImageField({ value, onChange, error, label, description, required, disabled }: ImageFieldProps) {
  const t = useTranslations('adminUpload');
  const upload = useUpload('img');
  const [replacing, setReplacing] = useState(false);
  const showPicture = Boolean(value) && !replacing;

  return (
    <Input.Wrapper label={label} description={description} error={error} required={required}>
      <Stack gap="xs" mt={label || description ? 4 : 0}>
        {showPicture ? (
          <Paper withBorder p="xs" radius="md">
            <Stack gap="xs">
              <Image src={value} alt={t('preview')} h={180} fit="contain" radius="sm" bg="gray.0" />
              <Group gap="xs" wrap="wrap">
                <Button size="compact-sm" variant="default" disabled={disabled} onClick={() => setReplacing(true)}>
                  {t('replace')}
                </Button>
                <Button size="compact-sm" variant="subtle" color="red" disabled={disabled} onClick={() => onChange('')}>
                  {t('remove')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ) : (
          <>
            <UploadArea
              target="img"
              upload={upload}
              disabled={disabled}
              onUploaded={(file) => {
                upload.reset();
                setReplacing(false);
                onChange(file.url);
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
                  {t('keep')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

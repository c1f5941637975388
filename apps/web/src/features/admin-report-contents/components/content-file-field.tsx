'use client';

import { Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { UploadDropzone } from '@/admin/upload/upload-dropzone';
import type { ContentFormValues } from './content-form-values';

/**
 * The content's file: the one stored, or a drop area that uploads a new one at once (progress,
 * cancel, retry). The API keeps the storage key it answered and reads size and type from the store.
 */
export function ContentFileField({ form }: { form: UseFormReturnType<ContentFormValues> }) {
  const t = useTranslations('adminReportContents.form');
  const error = form.errors.file_key;
  return (
    <Input.Wrapper label={t('file')} required error={error}>
      {form.values.file_key ? (
        <Paper withBorder radius="md" p="sm" mt={4}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate="end" data-testid="content-file-name">
                {form.values.file_name || form.values.file_key}
              </Text>
              <Text size="xs" c="dimmed">
                {t('fileStored')}
              </Text>
            </Stack>
            <Button size="compact-sm" variant="default" onClick={() => form.setValues({ file_key: '', file_name: '' })}>
              {t('fileReplace')}
            </Button>
          </Group>
        </Paper>
      ) : (
        <Stack mt={4}>
          <UploadDropzone
            target="report-content"
            onUploaded={(file) => form.setValues({ file_key: file.url, file_name: file.name })}
          />
        </Stack>
      )}
    </Input.Wrapper>
  );
}

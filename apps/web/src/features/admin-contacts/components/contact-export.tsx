'use client';

import { useRef, useState } from 'react';
import { Button, Group, Paper, Progress, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@app/contracts/locale';
import { numberFormat } from '@/lib/intl-formats';
import { useNotify } from '@/hooks/use-notify';
import { ApiError } from '@/lib/api-client';
import { downloadContactExport, saveFile, type ExportProgress } from '../api/export-contacts';
import type { ContactFilters } from '../api/search-contacts';

/** Exports a filter and sort to Excel and follows how far the download is. */
export function useContactExport() {
  const t = useTranslations('adminContacts.export');
  const locale = useLocale() as Locale;
  const notify = useNotify();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async (filters: ContactFilters, sort: string) => {
    const current = new AbortController();
    controller.current = current;
    setProgress({ received: 0, rows: null, percent: null });
    try {
      saveFile(await downloadContactExport({ filters, sort, locale, signal: current.signal, onProgress: setProgress }));
      notify.success(t('done'));
    } catch (error) {
      if (!current.signal.aborted) notify.error(error instanceof ApiError && error.message ? error.message : t('failed'));
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  return { progress, start, cancel: () => controller.current?.abort() };
}

const kilobytes = (bytes: number, locale: Locale) => numberFormat(locale).format(Math.max(1, Math.round(bytes / 1024)));

/** The download's bar: a percentage once the number of rows is known, a moving bar before. */
export function ExportProgressPanel({ progress, onCancel }: { progress: ExportProgress; onCancel: () => void }) {
  const t = useTranslations('adminContacts.export');
  const locale = useLocale() as Locale;
  return (
    <Paper withBorder radius="md" p="sm" mb="md" data-testid="export-progress">
      <Group justify="space-between" gap="xs" mb={6} wrap="nowrap">
        <Text size="sm" fw={500}>
          {progress.rows === null ? t('preparing') : t('downloading', { rows: progress.rows })}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {progress.percent === null ? t('received', { size: kilobytes(progress.received, locale) }) : `${progress.percent}%`}
        </Text>
      </Group>
      <Progress
        value={progress.percent ?? 100}
        animated={progress.percent === null}
        striped={progress.percent === null}
        aria-label={t('progressLabel')}
        transitionDuration={150}
      />
      <Group justify="flex-end" mt={6}>
        <Button size="compact-xs" variant="subtle" color="gray" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </Group>
    </Paper>
  );
}

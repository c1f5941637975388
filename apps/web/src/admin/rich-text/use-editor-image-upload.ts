'use client';

import { useCallback, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';

export interface EditorImageUpload {
  /** Whether pictures can be uploaded from the editor. */
  enabled: boolean;
  /** Uploads one picture and resolves to its address. */
  start: (file: File) => Promise<string>;
  failed: (file: File, error: unknown) => void;
  /** Percent of the pictures being uploaded, or null when none is. */
  progress: number | null;
}

/** The editor's picture uploads, with their progress. */
export function useEditorImageUpload(): EditorImageUpload {
  const t = useTranslations('adminRichText');
  const [progress] = useState<number | null>(null);
  const start = useCallback(() => Promise.reject(new Error('upload unavailable')), []);
  const failed = useCallback(
    (_file: File, error: unknown) => {
      notifications.show({ color: 'red', message: t('uploadFailed', { message: error instanceof Error ? error.message : String(error) }) });
    },
    [t],
  );
  return { enabled: false, start, failed, progress };
}

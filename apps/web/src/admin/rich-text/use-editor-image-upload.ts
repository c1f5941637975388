'use client';

import { useCallback, useEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useUpload } from '../upload/use-upload';

export interface EditorImageUpload {
  /** Whether pictures can be uploaded from the editor. */
  enabled: boolean;
  /** Uploads one picture and resolves to its address. */
  start: (file: File) => Promise<string>;
  failed: (file: File, error: unknown) => void;
  /** Percent of the picture being uploaded, or null when none is. */
  progress: number | null;
}

/**
 * The editor's pictures go through the image upload one after another (several may be pasted or
 * dropped at once), each showing its progress.
 */
export function useEditorImageUpload(): EditorImageUpload {
  const t = useTranslations('adminRichText');
  const upload = useUpload('img');
  const latest = useRef(upload);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    latest.current = upload;
  });

  const start = useCallback(
    (file: File) => {
      const next = queue.current.then(async () => {
        const stored = await latest.current.upload(file);
        if (!stored) {
          const { state } = latest.current;
          throw new Error(state.status === 'failed' ? state.message : t('uploadCanceled'));
        }
        return stored.url;
      });
      queue.current = next.catch(() => undefined);
      return next;
    },
    [t],
  );

  const failed = useCallback(
    (_file: File, error: unknown) => {
      notifications.show({ color: 'red', message: t('uploadFailed', { message: error instanceof Error ? error.message : String(error) }) });
    },
    [t],
  );

  return { enabled: true, start, failed, progress: upload.state.status === 'uploading' ? upload.state.percent : null };
}

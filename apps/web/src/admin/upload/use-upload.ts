'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { errorCatalog } from '@app/contracts/errors';
import type { Locale } from '@app/contracts/locale';
import {
  uploadCaps,
  uploadKindOf,
  uploadRefusals,
  uploadTargets,
  type UploadedFile,
  type UploadKind,
  type UploadTarget,
} from '@app/contracts/uploads';
import { CanceledError } from '@/lib/api-client';
import { sendUpload, UploadError } from './send-upload';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; file: File; loaded: number; total: number; percent: number }
  | { status: 'done'; file: File; result: UploadedFile }
  | { status: 'failed'; file: File; message: string }
  | { status: 'canceled'; file: File };

export interface Upload {
  state: UploadState;
  /** Sends the file; resolves with what was stored, or null when it failed or was canceled (the state says which). */
  upload: (file: File) => Promise<UploadedFile | null>;
  cancel: () => void;
  /** Sends the last file again after a failure or a cancel. */
  retry: () => Promise<UploadedFile | null>;
  reset: () => void;
}

/**
 * What can be told before sending: an empty file, or one over its kind's cap when the browser's
 * declared type names an accepted kind. The API checks again from the bytes themselves.
 */
function refusedBeforeSending(target: UploadTarget, file: File, locale: Locale): string | null {
  if (file.size === 0) return errorCatalog.UPLOAD_EMPTY[locale];
  const kinds: readonly UploadKind[] = uploadTargets[target];
  const declared = uploadKindOf(file.type);
  const kind = declared && kinds.includes(declared) ? declared : kinds.reduce((a, b) => (uploadCaps[a] >= uploadCaps[b] ? a : b));
  return file.size > uploadCaps[kind] ? uploadRefusals.tooLarge(kind)[locale] : null;
}

/**
 * One upload at a time to an upload address (`img`, `file`, `report-content`), with the bytes sent
 * so far, cancel and retry, and the API's message in the reader's language when it is refused.
 */
export function useUpload(target: UploadTarget): Upload {
  const locale = useLocale() as Locale;
  const t = useTranslations('adminUpload');
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const lastFile = useRef<File | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<UploadedFile | null> => {
      controller.current?.abort();
      lastFile.current = file;
      const early = refusedBeforeSending(target, file, locale);
      if (early) {
        setState({ status: 'failed', file, message: early });
        return null;
      }
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'uploading', file, loaded: 0, total: file.size, percent: 0 });
      try {
        const result = await sendUpload(target, file, {
          locale,
          signal: abort.signal,
          onProgress: (loaded, total) => {
            if (controller.current !== abort) return;
            const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
            setState({ status: 'uploading', file, loaded, total, percent });
          },
        });
        if (controller.current === abort) {
          controller.current = null;
          setState({ status: 'done', file, result });
        }
        return result;
      } catch (error) {
        // A newer upload took this one's place: its state is the one shown.
        if (controller.current !== abort) return null;
        controller.current = null;
        if (error instanceof CanceledError) {
          setState({ status: 'canceled', file });
        } else {
          const message = error instanceof UploadError && error.message ? error.message : t('failed');
          setState({ status: 'failed', file, message });
        }
        return null;
      }
    },
    [locale, t, target],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  const retry = useCallback(async () => (lastFile.current ? upload(lastFile.current) : null), [upload]);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    lastFile.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, upload, cancel, retry, reset };
}

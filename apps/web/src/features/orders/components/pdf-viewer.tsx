'use client';

import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ContentLink } from '@app/contracts/reports';
import { browserContentUrl } from '../utils/content-url';
import classes from './purchased-contents.module.css';

/**
 * The stamped PDF shown in the page. The file is fetched once and shown from memory: the file's
 * own headers forbid framing it, and its signed link expires while the reader is still reading.
 * Phones' browsers cannot show a PDF inside a page, so they get the open button only.
 */
export function PdfViewer({ content, title }: { content: ContentLink; title: string }) {
  const t = useTranslations('purchases');
  const wide = useMediaQuery('(min-width: 48em)');
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  // Read when the document is fetched: the same document under a renewed link is not fetched again.
  const currentUrl = useEffectEvent(() => browserContentUrl(content.url));

  useEffect(() => {
    if (!wide) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetch(currentUrl(), { signal: controller.signal, credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`PDF answered ${response.status}`);
        return response.blob();
      })
      .then((blob) => {
        objectUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setState({ url: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [content.id, wide]);

  if (!wide) return null;
  if (state.failed) return <p className={classes.muted}>{t('pdfFailed')}</p>;
  if (!state.url) {
    return (
      <div className={classes.pdfLoading} role="status">
        <Loader size="sm" />
        {t('pdfLoading')}
      </div>
    );
  }
  return <iframe src={state.url} title={t('pdfViewer', { title })} className={classes.pdf} data-testid="pdf-viewer" />;
}

'use client';

import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Loader } from '@mantine/core';
import type { ContentLink } from '@app/contracts/reports';
import { contentHref } from './content-href';
import classes from './pdf-viewer.module.css';

/**
 * A PDF shown in the page. The file is fetched once and shown from memory: the API forbids framing
 * its replies, and the signed link expires while the reader is still reading. `place` only sizes
 * the viewer for a report page or a dialog.
 */
export function PdfViewer({ link, title, place }: { link: ContentLink; title: string; place: 'page' | 'dialog' }) {
  const t = useTranslations('reportReader');
  const [state, setState] = useState<{ id: number; blobUrl: string | null; failed: boolean }>({
    id: link.id,
    blobUrl: null,
    failed: false,
  });
  // Read when the document is fetched: the same document under a renewed link is not fetched again.
  const currentHref = useEffectEvent(() => contentHref(link.url));

  useEffect(() => {
    const controller = new AbortController();
    let blobUrl: string | null = null;
    fetch(currentHref(), { signal: controller.signal, credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`PDF answered ${response.status}`);
        return response.blob();
      })
      .then((blob) => {
        blobUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setState({ id: link.id, blobUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ id: link.id, blobUrl: null, failed: true });
      });
    return () => {
      controller.abort();
      if (blobUrl) URL.revokeObjectURL(blobUrl);
    };
  }, [link.id]);

  const current = state.id === link.id ? state : { blobUrl: null, failed: false };
  if (current.failed) {
    return (
      <p className={classes.failed} role="alert">
        {t('pdfFailed')}
      </p>
    );
  }
  if (!current.blobUrl) {
    return (
      <div className={classes.loading} data-place={place} role="status">
        <Loader size={place === 'page' ? 'sm' : 'md'} color="brand" />
        <span>{t('loadingFile')}</span>
      </div>
    );
  }
  return (
    <iframe src={current.blobUrl} title={t('pdfViewer', { title })} className={classes.frame} data-place={place} data-testid="pdf-viewer" />
  );
}

'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button, Group, Loader, Modal } from '@mantine/core';
import type { ContentLink } from '@app/contracts/reports';
import { localized } from '@/lib/localized';
import { YoutubeEmbed } from '@/components/ui/youtube-embed';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { DownloadIcon } from '@/components/ui/catalogue-icons';
import { contentHref } from '../utils/content-href';
import { formatFileSize } from '@/lib/format-file-size';
import classes from './content-viewer.module.css';

/**
 * The file is read into the page and shown from memory: the API forbids framing its replies, and a
 * copy in memory is what the in-page PDF viewer may show.
 */
function usePdfInMemory(url: string) {
  const [state, setState] = useState<{ url: string; blobUrl: string | null; failed: boolean }>({ url, blobUrl: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let blobUrl: string | null = null;
    fetch(url, { signal: controller.signal, credentials: 'same-origin' })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(String(response.status)))))
      .then((blob) => {
        blobUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setState({ url, blobUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url, blobUrl: null, failed: true });
      });
    return () => {
      controller.abort();
      if (blobUrl) URL.revokeObjectURL(blobUrl);
    };
  }, [url]);
  return state.url === url ? state : { url, blobUrl: null, failed: false };
}

function PdfViewer({ link, title }: { link: ContentLink; title: string }) {
  const t = useTranslations('reportReader');
  const { blobUrl, failed } = usePdfInMemory(contentHref(link.url));
  if (failed) return <p role="alert">{t('openFailed')}</p>;
  if (!blobUrl) {
    return (
      <div className={classes.loading} role="status">
        <Loader color="brand" />
        <span>{t('loadingFile')}</span>
      </div>
    );
  }
  return <iframe src={blobUrl} title={title} className={classes.pdf} />;
}

export function ContentViewer({ link, onClose }: { link: ContentLink; onClose: () => void }) {
  const t = useTranslations('reportReader');
  const locale = useLocale();
  const title = localized(locale, link.title, link.title_en);
  const href = contentHref(link.url);

  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={link.format === 'archive' ? 'md' : 'xl'}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <div className={classes.body}>
        {link.format === 'pdf' && <PdfViewer link={link} title={title} />}
        {link.format === 'video' && (
          <video className={classes.video} src={href} controls preload="metadata" aria-label={title}>
            {t('videoUnsupported')}
          </video>
        )}
        {link.format === 'youtube' && <YoutubeEmbed url={link.url} title={title} />}
        {link.format === 'archive' && (
          <p className={classes.archive}>
            {t('archiveReady', { name: link.file_name ?? title, size: link.file_size ? formatFileSize(link.file_size, locale) : '' })}
          </p>
        )}
        {link.format !== 'youtube' && (
          <Group gap="sm">
            <Button
              component="a"
              href={href}
              download={link.file_name ?? true}
              leftSection={<DownloadIcon size={18} />}
              variant={link.format === 'archive' ? 'filled' : 'default'}
            >
              {t('download')}
            </Button>
            {link.format === 'pdf' && (
              <Button
                component="a"
                href={href}
                target="_blank"
                rel="noopener"
                variant="subtle"
                rightSection={<ExternalLinkIcon size={16} />}
              >
                {t('openInTab')}
              </Button>
            )}
          </Group>
        )}
        {link.expires_at && <p className={classes.expiry}>{t('linkExpiry')}</p>}
      </div>
    </Modal>
  );
}

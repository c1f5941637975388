'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button, Group, Modal } from '@mantine/core';
import type { ContentLink } from '@app/contracts/reports';
import { localized } from '@/lib/localized';
import { YoutubeEmbed } from '@/components/ui/youtube-embed';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { DownloadIcon } from '@/components/ui/catalogue-icons';
import { contentHref } from './content-href';
import { formatFileSize } from '@/lib/format-file-size';
import { PdfViewer } from './pdf-viewer';
import classes from './content-viewer.module.css';

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
        {link.format === 'pdf' && <PdfViewer link={link} title={title} place="dialog" />}
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

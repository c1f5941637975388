'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Badge, Button, Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ContentLink } from '@app/contracts/reports';
import type { Locale } from '@app/contracts/locale';
import { localized } from '@/lib/localized';
import { usePurchasedContents, type PackageRef } from '../hooks/use-purchased-contents';
import { formatFileSize } from '@/lib/format-file-size';
import { youtubeEmbedUrl, youtubeId } from '@/lib/youtube';
import { contentHref } from '@/components/content-reader/content-href';
import { PdfViewer } from '@/components/content-reader/pdf-viewer';
import { PURCHASED_CONTENTS_ID } from './purchased-contents-anchor';
import classes from './purchased-contents.module.css';

interface PurchasedContentsProps {
  reportId: number;
  /** The report's packages as the report detail lists them. */
  packages: readonly PackageRef[];
}

function ContentItem({ content, locale }: { content: ContentLink; locale: Locale }) {
  const t = useTranslations('purchases');
  // Phones' browsers cannot show a PDF inside a page, so they get the open button only.
  const wide = useMediaQuery('(min-width: 48em)');
  const title = localized(locale, content.title, content.title_en);
  const url = contentHref(content.url);
  const videoId = content.format === 'youtube' ? youtubeId(content.url) : null;
  const facts = [
    content.page_count ? t('pages', { count: content.page_count }) : null,
    content.file_size ? formatFileSize(content.file_size, locale) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <li className={classes.item} data-format={content.format} data-testid="purchased-content">
      <div className={classes.itemHead}>
        <h4 className={classes.itemTitle}>{title}</h4>
        {facts && <span className={classes.muted}>{facts}</span>}
      </div>
      {content.format === 'pdf' && (
        <>
          {wide && <PdfViewer link={content} title={title} place="page" />}
          <p className={classes.muted}>{t('stampNote')}</p>
          <div className={classes.actions}>
            <Button component="a" href={url} target="_blank" rel="noopener" variant="light" size="sm" data-testid="pdf-link">
              {t('openInTab')}
            </Button>
          </div>
        </>
      )}
      {content.format === 'video' && (
        <video className={classes.video} controls preload="metadata" src={url} controlsList="nodownload">
          {t('videoUnsupported')}
        </video>
      )}
      {videoId && (
        <div className={classes.youtube}>
          <iframe
            src={youtubeEmbedUrl(videoId, false)}
            title={t('youtubeTitle', { title })}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )}
      {content.format === 'archive' && (
        <div className={classes.actions}>
          <span className={classes.muted}>
            {t('archiveHint', { size: content.file_size ? formatFileSize(content.file_size, locale) : 'none' })}
          </span>
          <Button component="a" href={url} download={content.file_name ?? true} size="sm">
            {t('download')}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The bought packages of a report, open: the stamped PDF in a viewer, the video, the YouTube
 * embed and the archive download. Renders nothing for a reader who owns no paid package.
 */
export function PurchasedContents({ reportId, packages }: PurchasedContentsProps) {
  const t = useTranslations('purchases');
  const locale = useLocale() as Locale;
  const { owned, isLoading } = usePurchasedContents(reportId, packages);

  if (owned.length === 0) {
    return isLoading ? (
      <div className={classes.loading} role="status">
        <Loader size="xs" />
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    ) : null;
  }

  return (
    <section id={PURCHASED_CONTENTS_ID} className={classes.root} aria-labelledby="purchased-title" data-testid="purchased-contents">
      <h2 id="purchased-title" className={classes.title}>
        {t('title')}
      </h2>
      {owned.map((contents) => (
        <div key={contents.package.id} className={classes.package}>
          <Badge color="green" variant="light" size="lg">
            {t('packageOpen', { name: localized(locale, contents.package.name, contents.package.name_en) })}
          </Badge>
          <ul className={classes.list}>
            {contents.contents.map((content) => (
              <ContentItem key={content.id} content={content} locale={locale} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import type { ContentFormat, ContentLink, ContentSummary } from '@app/contracts/reports';
import { ApiError } from '@/lib/api-client';
import { localized } from '@/lib/localized';
import { useNotify } from '@/hooks/use-notify';
import { openLoginWarning } from '@/stores/auth-modal';
import { DocumentIcon } from '@/components/ui/icons';
import { ActionButton } from '@/components/ui/button-link';
import { withMantine } from '@/components/providers/with-mantine';
import { ArchiveIcon, LockIcon, PlayIcon, VideoIcon } from '@/components/ui/catalogue-icons';
import { getFreeContent } from '../api/get-free-content';
import { getPremiumContent } from '../api/get-premium-content';
import { FORMAT_ORDER, isLinkFresh } from '@/components/content-reader/content-href';
import { formatFileSize } from '@/lib/format-file-size';
import classes from './report-contents.module.css';

// The viewer (dialog, players) is fetched on the first opening, not with the page, with Mantine's theme.
const ContentViewer = dynamic(
  withMantine(() => import('@/components/content-reader/content-viewer').then((module) => module.ContentViewer)),
  { ssr: false },
);

const formatIcons: Record<ContentFormat, typeof DocumentIcon> = {
  pdf: DocumentIcon,
  video: VideoIcon,
  youtube: PlayIcon,
  archive: ArchiveIcon,
};

/**
 * The report's contents grouped by format. Free ones open at once (PDF in the page, video, YouTube,
 * archive download); the others say which package they belong to and open for its owners.
 */
export function ReportContents({ reportId, contents }: { reportId: number; contents: ContentSummary[] }) {
  const t = useTranslations('reportReader');
  const locale = useLocale();
  const notify = useNotify();
  const [links, setLinks] = useState<Map<number, ContentLink>>(new Map());
  const [opening, setOpening] = useState<number | null>(null);
  const [open, setOpen] = useState<ContentLink | null>(null);

  const loadLinks = async (content: ContentSummary): Promise<ContentLink | undefined> => {
    const known = links.get(content.id);
    if (known && isLinkFresh(known.expires_at)) return known;
    const result = content.is_free ? await getFreeContent(reportId) : await getPremiumContent(reportId, content.package_id);
    setLinks((current) => new Map([...current, ...result.contents.map((link) => [link.id, link] as const)]));
    return result.contents.find((link) => link.id === content.id);
  };

  const openContent = async (content: ContentSummary) => {
    setOpening(content.id);
    try {
      const link = await loadLinks(content);
      if (link) setOpen(link);
      else notify.warning(t('unavailable'));
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      if (error.status === 401) openLoginWarning();
      else if (error.status === 403) notify.warning(t('needPackage', { name: content.package_name }));
      else if (!content.is_free) notify.error(error.message || t('openFailed'));
    } finally {
      setOpening(null);
    }
  };

  const groups = FORMAT_ORDER.map((format) => ({ format, items: contents.filter((content) => content.format === format) })).filter(
    (group) => group.items.length > 0,
  );

  return (
    <section aria-labelledby="report-contents" className={classes.section}>
      <h2 id="report-contents" className={classes.title}>
        {t('contentsTitle')}
      </h2>
      {groups.length === 0 && <p className={classes.none}>{t('noContent')}</p>}
      {groups.map(({ format, items }) => {
        const Icon = formatIcons[format];
        return (
          <div key={format} className={classes.group}>
            <h3 className={classes.groupTitle}>
              <Icon size={20} />
              {t(`format.${format}`)}
              <span className={classes.count}>{items.length}</span>
            </h3>
            <ul className={classes.list}>
              {items.map((content) => {
                const title = localized(locale, content.title, content.title_en);
                const details = [
                  content.page_count ? t('pages', { count: content.page_count }) : null,
                  content.file_size ? formatFileSize(content.file_size, locale) : null,
                ].filter(Boolean);
                return (
                  <li key={content.id} className={classes.item}>
                    <div className={classes.itemText}>
                      <p className={classes.itemTitle}>{title}</p>
                      {content.preview_text && <p className={classes.preview}>{content.preview_text}</p>}
                      <p className={classes.itemMeta}>
                        <span className={classes.access} data-free={content.is_free || undefined}>
                          {content.is_free ? (
                            t('freeContent')
                          ) : (
                            <>
                              <LockIcon size={14} /> {t('inPackage', { name: content.package_name })}
                            </>
                          )}
                        </span>
                        {details.length > 0 && <span>{details.join(' · ')}</span>}
                      </p>
                    </div>
                    <ActionButton
                      variant={content.is_free ? 'filled' : 'default'}
                      size="sm"
                      loading={opening === content.id}
                      onClick={() => void openContent(content)}
                      aria-label={`${t(`action.${format}`)}: ${title}`}
                      leftSection={content.is_free ? undefined : <LockIcon size={16} />}
                    >
                      {t(`action.${format}`)}
                    </ActionButton>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
      {open && <ContentViewer link={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

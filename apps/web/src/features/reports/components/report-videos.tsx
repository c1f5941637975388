import { useTranslations } from 'next-intl';
import { DeferredYoutubeEmbed } from '@/components/ui/deferred-youtube-embed';
import classes from './report-videos.module.css';

/**
 * The report videos staff list in the settings. However many there are, the page stays light: each
 * is a poster drawn here, and YouTube is reached only for the one the visitor plays.
 */
export function ReportVideos({ id, videos, className }: { id: string; videos: { title: string; url: string }[]; className?: string }) {
  const t = useTranslations('reports');
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={classes.title}>
        {t('videosTitle')}
      </h2>
      <p className={classes.subtitle}>{t('videosSubtitle')}</p>
      <ul className={classes.grid}>
        {videos.map((video, index) => (
          <li key={`${index}-${video.url}`}>
            <DeferredYoutubeEmbed url={video.url} title={video.title} />
          </li>
        ))}
      </ul>
    </section>
  );
}

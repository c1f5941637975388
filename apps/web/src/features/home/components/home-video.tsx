import { useTranslations } from 'next-intl';
import { Section } from '@/components/ui/section';
import { DeferredYoutubeEmbed } from '@/components/ui/deferred-youtube-embed';
import { youtubeId } from '@/lib/youtube';
import classes from './home-video.module.css';

/**
 * The home page's video (the `home_video_link` setting). The page stays light: the player is a
 * poster drawn here, and YouTube is reached only when the visitor presses play.
 */
export function HomeVideo({ url }: { url: string | undefined }) {
  const t = useTranslations('homeSections');
  if (!url || !youtubeId(url)) return null;
  return (
    <Section id="home-video" title={t('videoTitle')} subtitle={t('videoSubtitle')} tone="tinted">
      <div className={classes.player}>
        <DeferredYoutubeEmbed url={url} title={t('videoTitle')} />
      </div>
    </Section>
  );
}

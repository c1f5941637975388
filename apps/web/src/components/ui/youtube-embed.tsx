'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { youtubeEmbedUrl, youtubeId } from '@/lib/youtube';
import { PlayIcon } from './catalogue-icons';
import { ExternalLinkIcon } from './icons';
import classes from './youtube-embed.module.css';

/**
 * A YouTube video that loads nothing from YouTube until the visitor asks for it, then plays in the
 * privacy-enhanced player. Without a connection it says so and keeps the link to YouTube.
 */
export function YoutubeEmbed({ url, title }: { url: string; title: string }) {
  const t = useTranslations('media');
  const [state, setState] = useState<'poster' | 'playing' | 'offline'>('poster');
  const id = youtubeId(url);

  return (
    <figure className={classes.figure}>
      <div className={classes.frame}>
        {state === 'playing' && id ? (
          <iframe
            className={classes.player}
            src={youtubeEmbedUrl(id)}
            title={title}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className={classes.poster}
            disabled={!id}
            onClick={() => setState(navigator.onLine ? 'playing' : 'offline')}
            aria-label={t('playVideo', { title })}
          >
            <PlayIcon size={56} />
            <span className={classes.posterTitle}>{title}</span>
            {state === 'offline' && (
              <span className={classes.notice} role="status">
                {t('offline')}
              </span>
            )}
          </button>
        )}
      </div>
      <figcaption className={classes.caption}>
        <a href={url} target="_blank" rel="noopener noreferrer" className={classes.link}>
          {t('openOnYoutube')}
          <ExternalLinkIcon size={14} />
        </a>
      </figcaption>
    </figure>
  );
}

'use client';

import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { SmartImage } from '@/components/ui/smart-image';
import { BANNER_FLAG_KEY, CLOSED_DAYS, FIRST_SHOW_DAYS, flagUntil, shouldShowBanner } from '../utils/banner-flag';
import classes from './promo-banner.module.css';

function readFlag(): string | null {
  try {
    return window.localStorage.getItem(BANNER_FLAG_KEY);
  } catch {
    return null;
  }
}

function writeFlag(days: number): void {
  try {
    window.localStorage.setItem(BANNER_FLAG_KEY, flagUntil(days, Date.now()));
  } catch {
    // Without storage (private mode) the banner may come back on a later visit; nothing else breaks.
  }
}

/**
 * The promotional banner dialog: a square picture that links to the promotion. It is the browser's
 * own modal dialog (focus kept inside, Escape, the page behind made inert) rather than Mantine's, so
 * a first visit to the home page fetches and runs no Mantine code for it.
 */
export function PromoBanner({ media, url }: { media: string; url: string | undefined }) {
  const t = useTranslations('promoBanner');
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // Rendered in the browser only (the loader skips the server), so the flag can be read at once.
  const [shownOnArrival] = useState(() => shouldShowBanner(readFlag(), Date.now()));

  useEffect(() => {
    if (!shownOnArrival) return;
    writeFlag(FIRST_SHOW_DAYS);
    dialog.current?.showModal();
  }, [shownOnArrival]);

  // Every way out (the button, Escape, a click beside the picture, following the link) counts as closed.
  const close = () => {
    writeFlag(CLOSED_DAYS);
    dialog.current?.close();
  };
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  if (!shownOnArrival) return null;
  const picture = <SmartImage src={media} alt={t('alt')} ratio={1} sizes="(max-width: 575px) 90vw, 480px" />;
  return (
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={titleId}
      onCancel={() => writeFlag(CLOSED_DAYS)}
      onClick={closeOnBackdrop}
    >
      <h2 id={titleId} className="visually-hidden">
        {t('title')}
      </h2>
      <div className={classes.body}>
        {url ? (
          <a href={url} onClick={close} className={classes.link}>
            {picture}
          </a>
        ) : (
          picture
        )}
        <button type="button" className={classes.close} onClick={close} aria-label={t('close')}>
          ×
        </button>
      </div>
    </dialog>
  );
}

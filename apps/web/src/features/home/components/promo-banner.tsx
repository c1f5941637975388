'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Modal } from '@mantine/core';
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

/** The promotional banner dialog: a square picture that links to the promotion. */
export function PromoBanner({ media, url }: { media: string; url: string | undefined }) {
  const t = useTranslations('promoBanner');
  // Rendered in the browser only (the loader skips the server), so the flag can be read at once.
  const [shownOnArrival] = useState(() => shouldShowBanner(readFlag(), Date.now()));
  const [opened, setOpened] = useState(shownOnArrival);

  useEffect(() => {
    if (shownOnArrival) writeFlag(FIRST_SHOW_DAYS);
  }, [shownOnArrival]);

  const close = () => {
    writeFlag(CLOSED_DAYS);
    setOpened(false);
  };

  const picture = <SmartImage src={media} alt={t('alt')} ratio={1} sizes="(max-width: 575px) 90vw, 480px" />;
  return (
    <Modal
      opened={opened}
      onClose={close}
      size={480}
      centered
      padding={0}
      withCloseButton={false}
      title={t('title')}
      classNames={{ header: 'visually-hidden' }}
    >
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
    </Modal>
  );
}

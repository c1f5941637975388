'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { ChatIcon, PhoneIcon } from '@/components/ui/icons';
import { CloseIcon, MessengerIcon, ZaloIcon } from '@/components/ui/catalogue-icons';
import { quickContactLinks } from '../utils/quick-contact-links';
import classes from './quick-contact.module.css';

/**
 * The floating phone, Zalo and Messenger buttons of every public page; the support centre (/qa)
 * has its own contact block, so they stay away there. On phones the three fold
 * into one button, so they do not cover the text beside them (decision 0067).
 */
export function QuickContact({ hotline }: { hotline: string | undefined }) {
  const t = useTranslations('quickContact');
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const linksId = useId();
  const links = quickContactLinks(hotline);
  if (pathname === paths.qa || !links) return null;
  return (
    <nav aria-label={t('label')} className={classes.dock} data-open={open || undefined}>
      <div id={linksId} className={classes.links}>
        <a href={links.phone} className={classes.button} data-kind="phone" aria-label={t('call', { hotline: hotline ?? '' })}>
          <PhoneIcon size={24} />
        </a>
        <a href={links.zalo} className={classes.button} data-kind="zalo" target="_blank" rel="noopener noreferrer" aria-label={t('zalo')}>
          <ZaloIcon size={24} />
        </a>
        <a
          href={links.messenger}
          className={classes.button}
          data-kind="messenger"
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('messenger')}
        >
          <MessengerIcon size={24} />
        </a>
      </div>
      <button
        type="button"
        className={classes.button}
        data-kind="toggle"
        aria-expanded={open}
        aria-controls={linksId}
        aria-label={open ? t('close') : t('open')}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? <CloseIcon size={22} /> : <ChatIcon size={24} />}
      </button>
    </nav>
  );
}

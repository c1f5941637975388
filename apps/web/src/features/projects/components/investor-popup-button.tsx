'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { withMantine } from '@/components/providers/with-mantine';
import buttonClasses from '@/components/ui/button-link.module.css';

// The popup and its data are fetched when the visitor asks for them.
const InvestorPopup = dynamic(
  withMantine(() => import('./investor-popup').then((module) => module.InvestorPopup)),
  { ssr: false },
);

export function InvestorPopupButton({ permalink, name }: { permalink: string; name: string }) {
  const t = useTranslations('investorPopup');
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClasses.root}
        data-variant="light"
        data-size="sm"
        onClick={() => {
          setRequested(true);
          setOpened(true);
        }}
        aria-haspopup="dialog"
      >
        <span className={buttonClasses.inner}>
          <span className={buttonClasses.label}>{t('open', { name })}</span>
        </span>
      </button>
      {requested && <InvestorPopup permalink={permalink} opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}

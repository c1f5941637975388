'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Button } from '@mantine/core';

// The popup and its data are fetched when the visitor asks for them.
const InvestorPopup = dynamic(() => import('./investor-popup').then((module) => module.InvestorPopup), { ssr: false });

export function InvestorPopupButton({ permalink, name }: { permalink: string; name: string }) {
  const t = useTranslations('investorPopup');
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        variant="light"
        onClick={() => {
          setRequested(true);
          setOpened(true);
        }}
        aria-haspopup="dialog"
      >
        {t('open', { name })}
      </Button>
      {requested && <InvestorPopup permalink={permalink} opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}

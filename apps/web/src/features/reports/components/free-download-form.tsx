'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { Button, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ContentLink } from '@app/contracts/reports';
import { localized } from '@/lib/localized';
import { useAppForm } from '@/hooks/use-app-form';
import { CheckIcon, DownloadIcon } from '@/components/ui/catalogue-icons';
import { postFreeDownload } from '../api/post-free-download';
import { FREE_DOWNLOAD_FORM_ID } from './free-download-anchor';
import classes from './free-download-form.module.css';
import { guestFormRules } from '../utils/guest-form-rules';

const ContentViewer = dynamic(() => import('@/components/content-reader/content-viewer').then((module) => module.ContentViewer), {
  ssr: false,
});

/** The guest form: name, email and phone give the free package at once. */
export function FreeDownloadForm({ reportId, packageName }: { reportId: number; packageName: string }) {
  const t = useTranslations('reportReader');
  const locale = useLocale();
  const [open, setOpen] = useState<ContentLink | null>(null);
  const download = useMutation({ mutationFn: postFreeDownload });
  const form = useAppForm({ rules: guestFormRules, initialValues: { full_name: '', email: '', phone_number: '' }, error: download.error });
  const sent = download.data;

  return (
    <section id={FREE_DOWNLOAD_FORM_ID} aria-labelledby="free-download-title" className={classes.card} tabIndex={-1}>
      <h2 id="free-download-title" className={classes.title}>
        {t('freeTitle')}
      </h2>
      {sent ? (
        <div className={classes.done}>
          <p className={classes.success} role="status">
            <CheckIcon size={20} />
            {sent.message}
          </p>
          <ul className={classes.links}>
            {sent.result.contents.map((link) => (
              <li key={link.id}>
                <Button
                  variant="light"
                  fullWidth
                  justify="space-between"
                  rightSection={<DownloadIcon size={18} />}
                  onClick={() => setOpen(link)}
                >
                  {localized(locale, link.title, link.title_en)}
                </Button>
              </li>
            ))}
          </ul>
          {open && <ContentViewer link={open} onClose={() => setOpen(null)} />}
        </div>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((values) => download.mutate({ report_id: reportId, ...values }))}
          onKeyDown={form.onKeyDown}
          className={classes.form}
        >
          <p className={classes.intro}>{t('freeIntro', { name: packageName })}</p>
          <TextInput label={t('fullName')} required autoComplete="name" maxLength={39} {...form.getInputProps('full_name')} />
          <TextInput label={t('email')} required type="email" autoComplete="email" {...form.getInputProps('email')} />
          <TextInput
            label={t('phone')}
            required
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={39}
            {...form.getInputProps('phone_number')}
          />
          <Button type="submit" color="green.9" loading={download.isPending} leftSection={<DownloadIcon size={18} />}>
            {t('freeSubmit')}
          </Button>
          <p className={classes.note}>{t('freeNote')}</p>
        </form>
      )}
    </section>
  );
}

'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button, TextInput } from '@mantine/core';
import { useRuleForm } from '@/hooks/use-rule-form';
import { useNotify } from '@/hooks/use-notify';
import { MailIcon } from '@/components/ui/icons';
import { postSubscribeMail } from '../api/post-subscribe-mail';
import classes from './forms.module.css';
import { subscribeRules } from '../utils/contact-rules';

/** The email sign-up: one field, the news by email. */
export function SubscribeForm() {
  const t = useTranslations('contactForm');
  const notify = useNotify();
  const form = useRuleForm(subscribeRules, { email: '' });
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    setSubmitting(true);
    try {
      const envelope = await postSubscribeMail(values.email);
      notify.success(envelope.message);
      form.reset();
    } catch (error) {
      form.showServerErrors(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className={classes.subscribe} aria-label={t('subscribeLabel')}>
      <TextInput
        label={t('email')}
        placeholder={t('subscribePlaceholder')}
        type="email"
        autoComplete="email"
        leftSection={<MailIcon size={18} />}
        className={classes.subscribeField}
        {...form.field('email')}
      />
      <Button type="submit" loading={submitting} className={classes.subscribeButton}>
        {t('subscribeSubmit')}
      </Button>
    </form>
  );
}

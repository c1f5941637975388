'use client';

import { useTranslations } from 'next-intl';
import { Button, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useAppForm } from '@/hooks/use-app-form';
import { useNotify } from '@/hooks/use-notify';
import { MailIcon } from '@/components/ui/icons';
import { postSubscribeMail } from '../api/post-subscribe-mail';
import classes from './forms.module.css';
import { subscribeRules } from '../utils/contact-rules';

/** The email sign-up: one field, the news by email. */
export function SubscribeForm() {
  const t = useTranslations('contactForm');
  const notify = useNotify();
  const subscribe = useMutation({
    mutationFn: postSubscribeMail,
    onSuccess: (envelope) => {
      notify.success(envelope.message);
      form.reset();
    },
  });
  const form = useAppForm({ rules: subscribeRules, initialValues: { email: '' }, error: subscribe.error });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => subscribe.mutate(values.email))}
      className={classes.subscribe}
      aria-label={t('subscribeLabel')}
    >
      <TextInput
        label={t('email')}
        placeholder={t('subscribePlaceholder')}
        type="email"
        autoComplete="email"
        leftSection={<MailIcon size={18} />}
        className={classes.subscribeField}
        {...form.getInputProps('email')}
      />
      <Button type="submit" loading={subscribe.isPending} className={classes.subscribeButton}>
        {t('subscribeSubmit')}
      </Button>
    </form>
  );
}

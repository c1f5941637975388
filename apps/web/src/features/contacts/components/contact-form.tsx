'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { TEXT_MAX } from '@app/contracts/validation';
import { useAppForm } from '@/hooks/use-app-form';
import { CheckIcon } from '@/components/ui/catalogue-icons';
import { postContactRequest } from '../api/post-contact-request';
import classes from './forms.module.css';
import { CONTACT_MESSAGE_MAX, contactRules } from '../utils/contact-rules';

/**
 * The contact form (firstName, lastName, email, phoneNumber, and a message). Once
 * sent, the form gives way to the confirmation that the shop answers within 24 hours.
 */
export function ContactForm({ initialMessage = '' }: { initialMessage?: string }) {
  const t = useTranslations('contactForm');
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: postContactRequest,
    onSuccess: (envelope) => {
      setConfirmation(envelope.message || t('sent'));
      form.reset();
    },
  });
  const form = useAppForm({
    rules: contactRules,
    initialValues: { lastName: '', firstName: '', email: '', phoneNumber: '', message: initialMessage },
    error: send.error,
  });

  if (confirmation) {
    return (
      <div className={classes.confirmation} role="status" tabIndex={-1} ref={(element) => element?.focus()}>
        <span className={classes.confirmationIcon}>
          <CheckIcon size={28} />
        </span>
        <h2 className={classes.confirmationTitle}>{t('sentTitle')}</h2>
        <p>{confirmation}</p>
        <Button variant="default" onClick={() => setConfirmation(null)}>
          {t('sendAnother')}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => send.mutate(values))}
      onKeyDown={form.onKeyDown}
      className={classes.form}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className={classes.title}>
        {t('title')}
      </h2>
      <p className={classes.intro}>{t('intro')}</p>
      <div className={classes.pair}>
        <TextInput label={t('lastName')} required autoComplete="family-name" maxLength={TEXT_MAX} {...form.getInputProps('lastName')} />
        <TextInput label={t('firstName')} required autoComplete="given-name" maxLength={TEXT_MAX} {...form.getInputProps('firstName')} />
      </div>
      <div className={classes.pair}>
        <TextInput label={t('email')} required type="email" autoComplete="email" {...form.getInputProps('email')} />
        <TextInput
          label={t('phone')}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={TEXT_MAX}
          {...form.getInputProps('phoneNumber')}
        />
      </div>
      <Textarea label={t('message')} autosize minRows={4} maxRows={10} maxLength={CONTACT_MESSAGE_MAX} {...form.getInputProps('message')} />
      <Button type="submit" loading={send.isPending} className={classes.submit}>
        {t('submit')}
      </Button>
    </form>
  );
}

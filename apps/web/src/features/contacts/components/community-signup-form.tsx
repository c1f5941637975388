'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button, TextInput } from '@mantine/core';
import { TEXT_MAX } from '@app/contracts/validation';
import { useRuleForm } from '@/hooks/use-rule-form';
import { CheckIcon } from '@/components/ui/catalogue-icons';
import { postCommunitySignup } from '../api/post-community-signup';
import classes from './forms.module.css';
import { communityRules } from '../utils/contact-rules';

/** The community sign-up of the home page (name, phoneNumber, email). */
export function CommunitySignupForm() {
  const t = useTranslations('contactForm');
  const form = useRuleForm(communityRules, { name: '', phoneNumber: '', email: '' });
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    setSubmitting(true);
    try {
      const envelope = await postCommunitySignup(values);
      setDone(envelope.message);
      form.reset();
    } catch (error) {
      form.showServerErrors(error);
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <p className={classes.inlineDone} role="status">
        <CheckIcon size={20} />
        {done}
      </p>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onKeyDown={form.onKeyDown}
      className={classes.community}
      aria-label={t('communityLabel')}
    >
      <TextInput label={t('fullName')} required autoComplete="name" maxLength={TEXT_MAX} {...form.field('name')} />
      <TextInput
        label={t('phone')}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={TEXT_MAX}
        {...form.field('phoneNumber')}
      />
      <TextInput label={t('email')} required type="email" autoComplete="email" {...form.field('email')} />
      <Button type="submit" loading={submitting} className={classes.communitySubmit}>
        {t('communitySubmit')}
      </Button>
    </form>
  );
}

'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { TEXT_MAX } from '@app/contracts/validation';
import { useAppForm } from '@/hooks/use-app-form';
import { CheckIcon } from '@/components/ui/catalogue-icons';
import { postCommunitySignup } from '../api/post-community-signup';
import classes from './forms.module.css';
import { communityRules } from '../utils/contact-rules';

/** The community sign-up of the home page (name, phoneNumber, email). */
export function CommunitySignupForm() {
  const t = useTranslations('contactForm');
  const [done, setDone] = useState<string | null>(null);
  const signUp = useMutation({
    mutationFn: postCommunitySignup,
    onSuccess: (envelope) => {
      setDone(envelope.message);
      form.reset();
    },
  });
  const form = useAppForm({ rules: communityRules, initialValues: { name: '', phoneNumber: '', email: '' }, error: signUp.error });

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
      onSubmit={form.onSubmit((values) => signUp.mutate(values))}
      onKeyDown={form.onKeyDown}
      className={classes.community}
      aria-label={t('communityLabel')}
    >
      <TextInput label={t('fullName')} required autoComplete="name" maxLength={TEXT_MAX} {...form.getInputProps('name')} />
      <TextInput
        label={t('phone')}
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={TEXT_MAX}
        {...form.getInputProps('phoneNumber')}
      />
      <TextInput label={t('email')} required type="email" autoComplete="email" {...form.getInputProps('email')} />
      <Button type="submit" loading={signUp.isPending} className={classes.communitySubmit}>
        {t('communitySubmit')}
      </Button>
    </form>
  );
}

'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useAuthModal } from '@/stores/auth-modal';
import { withMantine } from '@/components/providers/with-mantine';
import { withMessages } from '@/i18n/with-messages';

// Fetched the first time either dialog opens, with their texts, so no page pays for the forms up front.
const messages = () => import('../config/sign-in-messages').then((module) => module.signInMessages);
const AuthModal = dynamic(withMantine(withMessages(() => import('./auth-modal').then((module) => module.AuthModal), messages)), {
  ssr: false,
});
const LoginWarningDialog = dynamic(
  withMantine(withMessages(() => import('./login-warning-dialog').then((module) => module.LoginWarningDialog), messages)),
  { ssr: false },
);

/** Mounted once in the site layout; renders the auth modal and the login warning once they are first asked for. */
export function AuthModalHost() {
  const opened = useAuthModal((state) => state.opened);
  const warning = useAuthModal((state) => state.loginWarningOpened);
  const [modalUsed, setModalUsed] = useState(false);
  const [warningUsed, setWarningUsed] = useState(false);
  if (opened && !modalUsed) setModalUsed(true);
  if (warning && !warningUsed) setWarningUsed(true);
  return (
    <>
      {(opened || modalUsed) && <AuthModal />}
      {(warning || warningUsed) && <LoginWarningDialog />}
    </>
  );
}

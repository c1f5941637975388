'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useAuthModal } from '@/stores/auth-modal';
import { withMantine } from '@/components/providers/with-mantine';

// Fetched the first time either dialog opens, so no page pays for the forms' code up front.
const AuthModal = dynamic(
  withMantine(() => import('./auth-modal').then((module) => module.AuthModal)),
  { ssr: false },
);
const LoginWarningDialog = dynamic(
  withMantine(() => import('./login-warning-dialog').then((module) => module.LoginWarningDialog)),
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

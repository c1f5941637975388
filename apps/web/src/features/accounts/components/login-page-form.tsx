'use client';

import { useEffect } from 'react';
import { setLoginRedirect } from '@/stores/login-redirect';
import { LoginForm } from './login-form';

/** /login: an address handed over in `?redirect=` (from a page that needs a sign-in) opens after it. */
export function LoginPageForm({ redirectTo }: { redirectTo: string | null }) {
  useEffect(() => {
    if (redirectTo) setLoginRedirect(redirectTo);
  }, [redirectTo]);
  return <LoginForm autoFocus />;
}

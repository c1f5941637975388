'use client';

import { Modal, Tabs, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { closeAuthModal, setAuthModalView, useAuthModal, type AuthModalView } from '@/stores/auth-modal';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import classes from './auth-modal.module.css';

const showLogin = () => setAuthModalView('login');
const showRegister = () => setAuthModalView('register');
const showForgotPassword = () => setAuthModalView('forgot-password');

/**
 * The auth modal, 520 px wide and full width below 768 px, with a login tab,
 * a register tab and a forgot-password view. Closing it (cancel) forgets the pending action.
 */
export function AuthModal() {
  const t = useTranslations('auth');
  const opened = useAuthModal((state) => state.opened);
  const view = useAuthModal((state) => state.view);

  return (
    <Modal
      opened={opened}
      onClose={() => closeAuthModal()}
      size={520}
      centered
      title={<span className="visually-hidden">{t('modalTitle')}</span>}
      closeButtonProps={{ 'aria-label': t('close') }}
      classNames={{ inner: classes.inner, content: classes.content, header: classes.header }}
    >
      {view === 'forgot-password' ? (
        <>
          <Title order={2} size="h3" mb="sm">
            {t('forgotHeading')}
          </Title>
          <ForgotPasswordForm onBackToLogin={showLogin} autoFocus />
        </>
      ) : (
        <Tabs value={view} onChange={(next) => next && setAuthModalView(next as AuthModalView)} keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="login">{t('loginTab')}</Tabs.Tab>
            <Tabs.Tab value="register">{t('registerTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="login">
            <LoginForm onForgotPassword={showForgotPassword} onRegister={showRegister} autoFocus />
          </Tabs.Panel>
          <Tabs.Panel value="register">
            <RegisterForm onLogin={showLogin} autoFocus />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}

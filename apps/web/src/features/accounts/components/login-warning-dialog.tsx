'use client';

import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { cancelLoginWarning, confirmLoginWarning, useAuthModal } from '@/stores/auth-modal';

/** Asks the visitor to log in to continue; "log in" opens the auth modal, "cancel" forgets the pending action. */
export function LoginWarningDialog() {
  const t = useTranslations('auth');
  const opened = useAuthModal((state) => state.loginWarningOpened);
  return (
    <Modal
      opened={opened}
      onClose={cancelLoginWarning}
      title={t('warningTitle')}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Text>{t('warningText')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={cancelLoginWarning}>
          {t('warningCancel')}
        </Button>
        <Button onClick={confirmLoginWarning} data-autofocus>
          {t('warningLogin')}
        </Button>
      </Group>
    </Modal>
  );
}

'use client';

import { Button, Group } from '@mantine/core';
import { useTranslations } from 'next-intl';

/**
 * The end of every admin form: cancel, and the submit button that says what it will do (create a
 * new record or save the one being edited) and spins while the API answers.
 */
export function FormActions({ onCancel, saving, creating }: { onCancel: () => void; saving: boolean; creating?: boolean }) {
  const t = useTranslations('admin.form');
  return (
    <Group justify="flex-end" mt="xs">
      <Button variant="default" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {creating ? t('create') : t('save')}
      </Button>
    </Group>
  );
}

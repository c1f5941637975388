'use client';

import { Alert, Button, Group, Text } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import type { StoredDraft } from './use-draft-autosave';

/** Offers back a draft kept in this browser a moment ago. */
export function DraftRestoreAlert({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: StoredDraft<unknown> | null;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const t = useTranslations('adminRichText.draft');
  const format = useFormatter();
  if (!draft) return null;
  return (
    <Alert color="yellow" title={t('title')} role="alert">
      <Text size="sm">
        {t('body', { time: format.dateTime(new Date(draft.savedAt), { hour: '2-digit', minute: '2-digit', second: '2-digit' }) })}
      </Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" onClick={onRestore}>
          {t('restore')}
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          {t('discard')}
        </Button>
      </Group>
    </Alert>
  );
}

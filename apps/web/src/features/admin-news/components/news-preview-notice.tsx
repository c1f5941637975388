'use client';

import { Alert, Button, Group } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { NEWS_PATH } from './news-screen';

/** Says that the page below is a preview, and leads back to the editor. */
export function NewsPreviewNotice({ id }: { id: number }) {
  const t = useTranslations('adminNews');
  return (
    <Alert color="blue" title={t('preview.title')} mb="md">
      <Group justify="space-between" gap="xs">
        <span>{t('preview.body')}</span>
        <Button size="xs" variant="default" component={Link} href={`${NEWS_PATH}/${id}`}>
          {t('actions.backToEditor')}
        </Button>
      </Group>
    </Alert>
  );
}

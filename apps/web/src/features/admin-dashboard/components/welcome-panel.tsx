'use client';

import { Button, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@app/contracts/locale';
import { Link } from '@/i18n/navigation';
import type { AdminItem } from '@/admin/admin-items';
import { AdminPageHeader } from '@/admin/admin-page-header';

/** The landing page for staff without the shop's figures: the items they may open. */
export function WelcomePanel({ items }: { items: readonly AdminItem[] }) {
  const t = useTranslations('adminDashboard.welcome');
  const ta = useTranslations('admin.forbidden');
  const locale = useLocale() as Locale;
  return (
    <>
      <AdminPageHeader title={t('title')} description={items.length > 0 ? t('description') : undefined} />
      {items.length === 0 ? (
        <Text c="dimmed">{ta('noItems')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((item) => (
            <Paper key={item.code} withBorder radius="md" p="md">
              <Title order={2} fz="md">
                {item[locale]}
              </Title>
              <Button component={Link} href={item.path} variant="light" size="xs" mt="md">
                {t('open')}
              </Button>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

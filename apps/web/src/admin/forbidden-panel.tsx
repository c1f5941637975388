'use client';

import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** In place of a page whose item the user does not hold; the API refuses its calls as well. */
export function ForbiddenPanel({ itemName }: { itemName?: string }) {
  const t = useTranslations('admin.forbidden');
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" mt="xl" data-testid="admin-forbidden">
      <Stack gap="sm" align="flex-start">
        <Text fw={700} c="brand.7" fz={40} lh={1}>
          403
        </Text>
        <Title order={1} fz="h3">
          {t('title')}
        </Title>
        <Text c="dimmed">{itemName ? t('description', { item: itemName }) : t('noItems')}</Text>
        {itemName && (
          <Button component={Link} href="/admin" variant="light" mt="sm">
            {t('back')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

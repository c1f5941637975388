'use client';

import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { displayName } from '@/lib/info-user';
import { useSession } from '@/stores/session';
import { AccountMenu } from '@/components/ui/account-menu';
import { UserAvatar } from '@/components/ui/user-avatar';

/** /profile, where the phone header's avatar leads: who is signed in, and the account menu. */
export function ProfileSummary() {
  const t = useTranslations('account');
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Group gap="md" wrap="nowrap">
          <UserAvatar user={user} size={64} />
          <Stack gap={2} miw={0}>
            <Text fw={700} size="lg" truncate>
              {displayName(user)}
            </Text>
            <Text size="sm" c="gray.7" truncate>
              {user.email}
            </Text>
            {user.phone_number && (
              <Text size="sm" c="gray.7">
                {user.phone_number}
              </Text>
            )}
            {user.is_ambassador && (
              <Badge variant="light" mt={4} w="fit-content">
                {t('profile.ambassador')}
              </Badge>
            )}
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder radius="md" px="md" py="xs">
        <AccountMenu withAdminLink />
      </Paper>
    </Stack>
  );
}

'use client';

import { Avatar, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { AdminAmbassador } from '@app/contracts/ambassadors';
import type { Locale } from '@app/contracts/locale';
import { formatMomentWithTime } from '@/lib/format-date';

/** Everything the applicant sent, for staff to judge before approving. */
export function AmbassadorDetailDrawer({ ambassador, onClose }: { ambassador: AdminAmbassador | null; onClose: () => void }) {
  const t = useTranslations('adminAmbassadors.detail');
  const locale = useLocale() as Locale;
  const fields: [string, string | null][] = ambassador
    ? [
        [t('account'), `@${ambassador.username} · ${ambassador.user_email}`],
        [t('birthday'), ambassador.birthday],
        [t('phone'), ambassador.phone],
        [t('email'), ambassador.email],
        [t('position'), ambassador.position],
        [t('address'), ambassador.address],
        [t('facebook'), ambassador.facebook_url],
        [t('zalo'), ambassador.zalo_url],
        [t('website'), ambassador.website],
        [t('handledAt'), ambassador.handled_at ? formatMomentWithTime(ambassador.handled_at, locale) : null],
        [t('rejectReason'), ambassador.reject_reason],
      ]
    : [];
  return (
    <Drawer opened={ambassador !== null} onClose={onClose} title={t('title')} position="right" size="lg">
      {ambassador && (
        <Stack>
          <Group>
            <Avatar src={ambassador.avatar_url} name={ambassador.name} color="brand" size={64} />
            <Title order={2} fz="h3">
              {ambassador.name}
            </Title>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {fields
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label}>
                  <Text size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text size="sm" style={{ wordBreak: 'break-word' }}>
                    {value}
                  </Text>
                </div>
              ))}
          </SimpleGrid>
          {[
            [t('introduction'), ambassador.introduction],
            [t('experience'), ambassador.experience],
          ]
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {value}
                </Text>
              </div>
            ))}
        </Stack>
      )}
    </Drawer>
  );
}

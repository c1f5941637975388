'use client';

import { Badge, Code, Drawer, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@app/contracts/locale';
import { formatDong } from '@/lib/format-money';
import { formatMomentWithTime } from '@/lib/format-date';
import { useMomoTransaction } from '../api/get-momo-transaction';
import { MomoStatusBadge } from './order-badges';

/** One MoMo payment attempt and every notification MoMo sent about it, as received. */
export function MomoDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useTranslations('adminOrders.momo');
  const locale = useLocale() as Locale;
  const transaction = useMomoTransaction(id);
  const data = transaction.data;

  return (
    <Drawer opened={id !== null} onClose={onClose} title={t('detailTitle')} position="right" size="lg">
      {!data ? (
        <Loader size="sm" />
      ) : (
        <Stack>
          <Group justify="space-between">
            <Text ff="monospace" fw={600} style={{ wordBreak: 'break-all' }}>
              {data.momo_order_id}
            </Text>
            <MomoStatusBadge status={data.status} />
          </Group>
          <Text size="sm">
            {t('summary', { order: data.order_code, amount: formatDong(data.amount), at: formatMomentWithTime(data.created_at, locale) })}
          </Text>
          {data.trans_id && (
            <Text size="sm" c="dimmed">
              {t('transId')}: <Code>{data.trans_id}</Code>
            </Text>
          )}
          <Text fw={600} mt="sm">
            {t('notificationsCount', { count: data.notifications.length })}
          </Text>
          {data.notifications.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('noNotifications')}
            </Text>
          ) : (
            <Timeline bulletSize={14} lineWidth={2} color="brand">
              {data.notifications.map((notification, index) => (
                <Timeline.Item
                  key={index}
                  title={
                    <Group gap="xs">
                      <Badge variant="light" color={notification.result_code === 0 ? 'teal' : 'red'} tt="none">
                        {notification.result_code ?? '—'}
                      </Badge>
                      <Text size="sm" c="dimmed">
                        {formatMomentWithTime(notification.received_at, locale)}
                      </Text>
                    </Group>
                  }
                >
                  {notification.message && <Text size="sm">{notification.message}</Text>}
                  <Code block mt="xs" fz="xs">
                    {JSON.stringify(notification.payload, null, 2)}
                  </Code>
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </Stack>
      )}
    </Drawer>
  );
}

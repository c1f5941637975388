import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@app/contracts/locale';
import type { Order, OrderStatus } from '@app/contracts/orders';
import { formatDong } from '@/lib/format-money';
import { formatMomentWithTime } from '@/lib/format-date';
import { AnchorLink } from '@/components/ui/anchor-link';
import { paths } from '@/config/paths';
import { ButtonLink } from '@/components/ui/button-link';
import classes from './order-history-list.module.css';

const statusColor: Record<OrderStatus, string> = { pending: 'yellow', paid: 'green', cancelled: 'gray' };

/** The user's orders, newest first: code, date, reports and packages, total and status. */
export async function OrderHistoryList({ orders, locale }: { orders: readonly Order[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'account' });
  return (
    <Stack gap="md" component="ol" className={classes.list}>
      {orders.map((order) => (
        <Paper key={order.id} component="li" withBorder radius="md" p="md" aria-labelledby={`order-${order.id}`}>
          <Group justify="space-between" align="flex-start" gap="xs" mb="sm">
            <div>
              <Text fw={700} id={`order-${order.id}`}>
                {t('orders.code', { code: order.code })}
              </Text>
              <Text size="sm" c="gray.7">
                <time dateTime={order.created_at.toISOString()}>{formatMomentWithTime(order.created_at, locale)}</time>
                {' · '}
                {t(`orders.method.${order.payment_method}`)}
              </Text>
            </div>
            <Badge color={statusColor[order.status]} variant="light">
              {t(`orders.status.${order.status}`)}
            </Badge>
          </Group>
          <ul className={classes.items}>
            {order.items.map((item) => (
              <li key={item.id} className={classes.item}>
                <span>
                  <AnchorLink href={paths.report(item.report_permalink)} fw={500}>
                    {item.report_title}
                  </AnchorLink>
                  <Text span size="sm" c="gray.7">
                    {' · '}
                    {item.package_name}
                  </Text>
                </span>
                <Text span size="sm" className={classes.price}>
                  {formatDong(item.price)}
                </Text>
              </li>
            ))}
          </ul>
          <Group justify="space-between" mt="sm" gap="xs">
            <Text size="sm">{order.discount > 0 && t('orders.discount', { amount: formatDong(order.discount) })}</Text>
            <Group gap="md">
              <Text fw={700}>{t('orders.total', { amount: formatDong(order.total) })}</Text>
              {order.status === 'pending' && (
                <ButtonLink href={paths.payment(order.id)} size="xs">
                  {t('orders.pay')}
                </ButtonLink>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

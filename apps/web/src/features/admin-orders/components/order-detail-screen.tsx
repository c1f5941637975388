'use client';

import type { ReactNode } from 'react';
import { Anchor, Button, Card, Code, Group, SimpleGrid, Skeleton, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { useParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { AdminOrderFull } from '@app/contracts/admin-orders';
import type { Locale } from '@app/contracts/locale';
import { formatDong } from '@/lib/format-money';
import { formatMomentWithTime } from '@/lib/format-date';
import { Link } from '@/i18n/navigation';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { RecordHistoryButton } from '@/admin/record-history';
import { itemByCode, itemPathname } from '@/admin/admin-items';
import { useOrder } from '../api/get-order';
import { allowedMoves } from '../order-moves';
import { useOrderMove } from './use-order-move';
import { MomoStatusBadge, OrderStatusBadge, PaymentMethodBadge } from './order-badges';

const ordersPath = itemPathname(itemByCode('report-manage/order'));

/** One order as staff need it to answer a buyer or check a transfer, with the moves it still allows. */
export function OrderDetailScreen() {
  const t = useTranslations('adminOrders');
  const id = Number(useParams<{ id: string }>().id);
  const order = useOrder(id);

  return (
    <>
      <Anchor component={Link} href={ordersPath} size="sm" mb="xs" display="inline-block">
        ← {t('detail.back')}
      </Anchor>
      {order.data ? (
        <OrderDetail order={order.data} />
      ) : order.isError ? (
        <Text c="dimmed">{t('detail.notFound')}</Text>
      ) : (
        <Stack aria-busy="true">
          <Skeleton height={36} width={280} />
          <Skeleton height={180} />
          <Skeleton height={220} />
        </Stack>
      )}
    </>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" py={4} align="flex-start">
      <Text size="sm" c="dimmed" style={{ flex: '0 0 38%' }}>
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" component="div" style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Group>
  );
}

function OrderDetail({ order }: { order: AdminOrderFull }) {
  const t = useTranslations('adminOrders');
  const locale = useLocale() as Locale;
  const move = useOrderMove();
  const moment = (value: Date | null) => (value ? formatMomentWithTime(value, locale) : '—');

  return (
    <>
      <AdminPageHeader
        title={t('detail.title', { code: order.code })}
        description={t('detail.placedAt', { at: moment(order.created_at) })}
        actions={
          <>
            <OrderStatusBadge status={order.status} size="lg" />
            {allowedMoves(order).map((next) => (
              <Button
                key={next}
                color={next === 'cancelled' ? 'red' : 'brand'}
                variant={next === 'cancelled' ? 'light' : 'filled'}
                loading={move.pending === next}
                disabled={move.pending !== null}
                onClick={() => move.ask(order, next)}
              >
                {t(`actions.${next}`)}
              </Button>
            ))}
            <RecordHistoryButton of="order" id={order.id} />
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md" mb="md">
        <Section title={t('detail.buyer')}>
          <Field label={t('detail.name')}>{order.user.full_name || '—'}</Field>
          <Field label={t('detail.username')}>@{order.user.username}</Field>
          <Field label={t('detail.email')}>{order.user.email}</Field>
          <Field label={t('detail.phone')}>{order.user.phone ?? '—'}</Field>
        </Section>
        <Section title={t('detail.payment')}>
          <Field label={t('detail.method')}>
            <PaymentMethodBadge method={order.payment_method} />
          </Field>
          <Field label={t('detail.subtotal')}>{formatDong(order.subtotal)}</Field>
          <Field label={t('detail.coupon')}>
            {order.coupon_code ? `${order.coupon_code} (−${formatDong(order.discount)})` : t('detail.noCoupon')}
          </Field>
          <Field label={t('detail.total')}>
            <Text span fw={700} c="brand.7">
              {formatDong(order.total)}
            </Text>
          </Field>
          <Field label={t('detail.paidAt')}>{moment(order.paid_at)}</Field>
          {order.confirmed_by && <Field label={t('detail.confirmedBy')}>@{order.confirmed_by.username}</Field>}
          {order.cancelled_at && <Field label={t('detail.cancelledAt')}>{moment(order.cancelled_at)}</Field>}
          {order.note && <Field label={t('detail.note')}>{order.note}</Field>}
        </Section>
        {order.bank_transfer && (
          <Section title={t('detail.transfer')} testId="order-transfer">
            <Field label={t('detail.bank')}>{order.bank_transfer.bank_name}</Field>
            <Field label={t('detail.account')}>
              {order.bank_transfer.bank_account_number} · {order.bank_transfer.bank_account_name}
            </Field>
            <Field label={t('detail.amount')}>{formatDong(order.bank_transfer.amount)}</Field>
            <Field label={t('detail.syntax')}>
              <Code fz="sm">{order.bank_transfer.transfer_syntax}</Code>
            </Field>
          </Section>
        )}
      </SimpleGrid>
      <Stack gap="md">
        <Section title={t('detail.items', { count: order.items.length })}>
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('detail.report')}</Table.Th>
                  <Table.Th>{t('detail.package')}</Table.Th>
                  <Table.Th ta="right">{t('detail.price')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.report_title}</Table.Td>
                    <Table.Td>{item.package_name}</Table.Td>
                    <Table.Td ta="right">{formatDong(item.price)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Section>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <Section title={t('detail.transfers')}>
            {order.bank_transfers.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('detail.noTransfers')}
              </Text>
            ) : (
              <Stack gap="xs">
                {order.bank_transfers.map((transfer) => (
                  <Group key={transfer.id} justify="space-between" gap="xs">
                    <div>
                      <Text size="sm" fw={500}>
                        {t(`detail.source.${transfer.source === 'staff' ? 'staff' : 'bank'}`)}
                        {transfer.bank_reference ? ` · ${transfer.bank_reference}` : ''}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {moment(transfer.created_at)}
                        {transfer.memo ? ` · ${transfer.memo}` : ''}
                      </Text>
                    </div>
                    <Text size="sm" fw={600}>
                      {formatDong(transfer.amount)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Section>
          <Section title={t('detail.momo')}>
            {order.momo_transactions.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('detail.noMomo')}
              </Text>
            ) : (
              <Stack gap="xs">
                {order.momo_transactions.map((attempt) => (
                  <Group key={attempt.id} justify="space-between" gap="xs">
                    <div>
                      <Text size="sm" fw={500} ff="monospace">
                        {attempt.momo_order_id}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {moment(attempt.created_at)}
                        {attempt.result_code !== null ? ` · ${t('momo.resultCode')} ${attempt.result_code}` : ''}
                      </Text>
                    </div>
                    <MomoStatusBadge status={attempt.status} />
                  </Group>
                ))}
              </Stack>
            )}
          </Section>
        </SimpleGrid>
        <Section title={t('detail.statusHistory')} testId="order-status-history">
          <Timeline bulletSize={14} lineWidth={2} color="brand" active={order.status_history.length - 1}>
            {order.status_history.map((step, index) => (
              <Timeline.Item key={index} title={t(`status.${step.status}`)}>
                <Text size="xs" c="dimmed">
                  {moment(step.at)} · {t(`detail.by.${byKey(step.source)}`, { who: step.actor?.username ?? '' })}
                </Text>
                {step.note && <Text size="sm">{step.note}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        </Section>
      </Stack>
    </>
  );
}

const SOURCES = ['buyer', 'staff', 'momo', 'bank', 'coupon'] as const;
const byKey = (source: string) => SOURCES.find((known) => known === source) ?? 'buyer';

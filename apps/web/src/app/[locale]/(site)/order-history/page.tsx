import type { Metadata } from 'next';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import type { Page } from '@app/contracts/envelope';
import type { Order } from '@app/contracts/orders';
import { paths } from '@/config/paths';
import { getServerContext } from '@/lib/server-context';
import { pageLocale, type LocaleParams } from '@/lib/page-locale';
import { pageCount } from '@/lib/page-numbers';
import { ButtonLink } from '@/components/ui/button-link';
import { AccountShell } from '@/features/accounts/components/account-shell';
import { OrderHistoryList } from '@/features/accounts/components/order-history-list';
import { SimplePager } from '@/features/accounts/components/simple-pager';
import { getOrderHistory } from '@/features/accounts/api/get-order-history';
import { accountPageMetadata } from '@/features/accounts/server/account-page-metadata';
import { requireSessionUser } from '@/features/accounts/server/require-session-user';

// Reads the visitor's cookies or the query string: rendered for each request (decision 0015).
export const dynamic = 'force-dynamic';

interface OrderHistoryPageProps {
  params: LocaleParams;
  searchParams: Promise<{ page?: string | string[] }>;
}

export async function generateMetadata({ params }: OrderHistoryPageProps): Promise<Metadata> {
  return accountPageMetadata(await pageLocale(params), 'orderHistory');
}

export default async function OrderHistoryPage({ params, searchParams }: OrderHistoryPageProps) {
  const locale = await pageLocale(params);
  await requireSessionUser(paths.orderHistory, locale);
  const { page: requested } = await searchParams;
  const page = Math.max(1, Math.trunc(Number(typeof requested === 'string' ? requested : 1)) || 1);
  const t = await getTranslations({ locale, namespace: 'account' });
  const history: Page<Order> | null = await getOrderHistory(page, await getServerContext()).catch(() => null);

  return (
    <AccountShell title={t('titles.orderHistory')} description={t('orders.description')}>
      {history === null ? (
        <Alert color="red" role="alert">
          {t('orders.loadFailed')}
        </Alert>
      ) : history.total === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <Title order={2} size="h4">
              {t('orders.emptyTitle')}
            </Title>
            <Text c="dimmed" mb="sm">
              {t('orders.emptyText')}
            </Text>
            <ButtonLink href={paths.reports}>{t('orders.browseReports')}</ButtonLink>
          </Stack>
        </Paper>
      ) : (
        <>
          <OrderHistoryList orders={history.items} locale={locale} />
          <SimplePager
            page={history.page}
            pageCount={pageCount(history.total, history.page_size)}
            hrefFor={(target) => `${paths.orderHistory}?page=${target}`}
            labels={{
              navigation: t('orders.pager'),
              previous: t('orders.previous'),
              next: t('orders.next'),
              position: t('orders.position', { page: history.page, count: pageCount(history.total, history.page_size) }),
            }}
          />
        </>
      )}
    </AccountShell>
  );
}

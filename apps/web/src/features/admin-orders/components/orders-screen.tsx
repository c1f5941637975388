'use client';

import { Tabs } from '@mantine/core';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/i18n/navigation';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { OrdersList } from './orders-list';
import { MomoList } from './momo-list';

const MOMO_TAB = 'momo';

/**
 * Orders and MoMo payments, one tab each. The tab lives in the address (`?tab=momo`) so a reload
 * or the back button shows the same tab; changing tab starts that tab's search afresh.
 */
export function OrdersScreen() {
  const t = useTranslations('adminOrders');
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const tab = params.get('tab') === MOMO_TAB ? MOMO_TAB : 'orders';

  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <Tabs
        value={tab}
        onChange={(next) => router.push(next === MOMO_TAB ? `${pathname}?tab=${MOMO_TAB}` : pathname, { scroll: false })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="orders">{t('tabs.orders')}</Tabs.Tab>
          <Tabs.Tab value={MOMO_TAB}>{t('tabs.momo')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders">
          <OrdersList />
        </Tabs.Panel>
        <Tabs.Panel value={MOMO_TAB}>
          <MomoList />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

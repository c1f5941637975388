'use client';

import { Tabs } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { FORMER_GENERATION, UNIT_GENERATION } from '@app/contracts/admin-geography';
import { useSearchParams } from 'next/navigation';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { usePathname, useRouter } from '@/i18n/navigation';
import { AreasTab } from './areas-tab';
import { DistrictsTab } from './districts-tab';
import { ProvincesTab } from './provinces-tab';

const tabs = ['areas', 'provinces', 'units', 'districts'] as const;
type Tab = (typeof tabs)[number];

/**
 * Areas, the provinces of both administrative structures and the districts, one tab each. The tab
 * is in the address with its list's search, so a view can be shared; changing tab starts a new search.
 */
export function GeographyScreen() {
  const t = useTranslations('adminGeography');
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const asked = params.get('tab');
  const tab: Tab = tabs.find((name) => name === asked) ?? 'areas';

  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <Tabs
        value={tab}
        onChange={(next) => router.push(next && next !== 'areas' ? `${pathname}?tab=${next}` : pathname, { scroll: false })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="areas">
          <AreasTab />
        </Tabs.Panel>
        <Tabs.Panel value="provinces">
          <ProvincesTab generation={FORMER_GENERATION} />
        </Tabs.Panel>
        <Tabs.Panel value="units">
          <ProvincesTab generation={UNIT_GENERATION} />
        </Tabs.Panel>
        <Tabs.Panel value="districts">
          <DistrictsTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

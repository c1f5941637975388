'use client';

import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { AdminInvestor } from '@app/contracts/admin-investors';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { useListSearch } from '@/admin/list/use-list-search';
import { investorFilterDefaults } from '../api/search-investors';
import { InvestorFormDialog } from './investor-form-dialog';
import { InvestorsList } from './investors-list';

export function InvestorsScreen() {
  const t = useTranslations('adminInvestors');
  const search = useListSearch(investorFilterDefaults);
  // undefined: no dialog; null: a new investor.
  const [editing, setEditing] = useState<AdminInvestor | null | undefined>(undefined);

  return (
    <>
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={<Button onClick={() => setEditing(null)}>{t('actions.create')}</Button>}
      />
      <InvestorsList search={search} onEdit={setEditing} />
      <InvestorFormDialog investor={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}

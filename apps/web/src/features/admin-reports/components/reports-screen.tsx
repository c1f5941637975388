'use client';

import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { AdminReport } from '@app/contracts/admin-reports';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { useListSearch } from '@/admin/list/use-list-search';
import { reportFilterDefaults } from '../api/search-reports';
import { ReportFormDialog } from './report-form-dialog';
import { ReportsList } from './reports-list';

export function ReportsScreen() {
  const t = useTranslations('adminReports');
  const search = useListSearch(reportFilterDefaults);
  // undefined: no dialog; null: a new report.
  const [editing, setEditing] = useState<AdminReport | null | undefined>(undefined);

  return (
    <>
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={<Button onClick={() => setEditing(null)}>{t('actions.create')}</Button>}
      />
      <ReportsList search={search} onEdit={setEditing} />
      <ReportFormDialog report={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}

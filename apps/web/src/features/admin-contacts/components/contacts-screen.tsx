'use client';

import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { useListSearch } from '@/admin/list/use-list-search';
import { contactFilterDefaults } from '../api/search-contacts';
import { ContactsList } from './contacts-list';
import { ExportProgressPanel, useContactExport } from './contact-export';

export function ContactsScreen() {
  const t = useTranslations('adminContacts');
  const search = useListSearch(contactFilterDefaults);
  const exporter = useContactExport();

  return (
    <>
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button
            variant="light"
            loading={exporter.progress !== null}
            onClick={() => void exporter.start(search.filters, search.sortParam)}
          >
            {t('export.button')}
          </Button>
        }
      />
      {exporter.progress && <ExportProgressPanel progress={exporter.progress} onCancel={exporter.cancel} />}
      <ContactsList search={search} />
    </>
  );
}

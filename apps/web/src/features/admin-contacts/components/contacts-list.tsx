'use client';

import { useState } from 'react';
import { Badge, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { contactRequestStatuses, type AdminContact } from '@app/contracts/admin-contacts';
import type { Locale } from '@app/contracts/locale';
import { formatMomentWithTime } from '@/lib/format-date';
import { AdminTable } from '@/admin/list/admin-table';
import { useActionsColumn } from '@/admin/list/row-actions';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { DateRangeFilter } from '@/admin/list/date-range-filter';
import { ChoiceFilter, KeywordFilter } from '@/admin/list/filter-fields';
import type { ListSearch } from '@/admin/list/use-list-search';
import { RecordHistoryDrawer } from '@/admin/record-history';
import { contactFilterDefaults, useContactSearch, type ContactFilters } from '../api/search-contacts';
import { ContactEditDialog } from './contact-edit-dialog';
import { contactName } from './contact-name';
import { contactStatusColors } from './contact-status';

export function ContactsList({ search }: { search: ListSearch<ContactFilters> }) {
  const t = useTranslations('adminContacts');
  const ta = useTranslations('admin');
  const locale = useLocale() as Locale;
  const contacts = useContactSearch(search);
  const [editing, setEditing] = useState<AdminContact | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  const actions = useActionsColumn<AdminContact>(
    (contact) => contact.email,
    (contact) => [
      { label: t('actions.edit'), onClick: () => setEditing(contact) },
      { label: ta('history.open'), onClick: () => setHistoryOf(contact.id) },
    ],
  );

  return (
    <>
      <AdminSearchForm search={search} defaults={contactFilterDefaults}>
        {(form) => (
          <>
            <KeywordFilter form={form} label={t('filters.keyword')} hint={t('filters.keywordHint')} />
            <ChoiceFilter
              form={form}
              name="status"
              label={t('filters.status')}
              data={contactRequestStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            />
            <DateRangeFilter form={form} label={t('filters.date')} />
          </>
        )}
      </AdminSearchForm>
      <AdminTable<AdminContact>
        search={search}
        source={contacts}
        columns={[
          { accessor: 'id', title: t('columns.id'), sortable: true, width: 70 },
          {
            accessor: 'created_at',
            title: t('columns.createdAt'),
            sortable: true,
            noWrap: true,
            render: (contact) => formatMomentWithTime(contact.created_at, locale),
          },
          {
            accessor: 'email',
            title: t('columns.person'),
            sortable: true,
            render: (contact) => (
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {contactName(contact)}
                </Text>
                <Text size="xs" c="dimmed">
                  {contact.email}
                  {contact.phone ? ` · ${contact.phone}` : ''}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'status',
            title: t('columns.status'),
            sortable: true,
            noWrap: true,
            render: (contact) => (
              <Badge variant="light" color={contactStatusColors[contact.status]} size="sm">
                {t(`status.${contact.status}`)}
              </Badge>
            ),
          },
          {
            accessor: 'message',
            title: t('columns.message'),
            render: (contact) => (
              <Stack gap={2}>
                {contact.report && (
                  <Text size="xs" fw={500} c="brand.7" lineClamp={1}>
                    {contact.report.title}
                  </Text>
                )}
                <Text size="sm" lineClamp={2}>
                  {contact.message ?? '—'}
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'note',
            title: t('columns.note'),
            render: (contact) => (
              <Text size="sm" c={contact.note ? undefined : 'dimmed'} lineClamp={2}>
                {contact.note ?? '—'}
              </Text>
            ),
          },
          actions,
        ]}
      />
      <ContactEditDialog contact={editing} onClose={() => setEditing(null)} />
      <RecordHistoryDrawer of="contactRequest" id={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}

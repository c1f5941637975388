'use client';

import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useTranslations } from 'next-intl';
import { PAGE_SIZES, type ListSearch } from './use-list-search';

export interface AdminTableProps<T> {
  columns: DataTableColumn<T>[];
  /** The list's query (useAdminSearch): its page of rows, whether it is loading or failed. */
  source: { data?: { items: T[]; total: number }; isFetching: boolean; isError: boolean; refetch: () => unknown };
  search: Pick<ListSearch<Record<string, string>>, 'page' | 'pageSize' | 'sort' | 'setPage' | 'setPageSize' | 'setSort'>;
  idAccessor?: keyof T & string;
}

const SKELETON_ROWS = 6;

/**
 * Every admin list: a server-paged, server-sorted table (mantine-datatable, decision 0150) with
 * skeleton rows on the first load, an empty state, and the page and sort kept in the address.
 */
export function AdminTable<T>({ columns, source, search, idAccessor }: AdminTableProps<T>) {
  const t = useTranslations('admin.list');
  const records = source.data?.items;

  if (records === undefined && source.isError) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm">
          <Text>{t('loadFailed')}</Text>
          <Button variant="light" onClick={() => void source.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  if (records === undefined) {
    return (
      <Paper withBorder p="md" radius="md" aria-busy="true">
        <Stack gap="sm">
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <Skeleton key={row} height={28} radius="sm" />
          ))}
        </Stack>
      </Paper>
    );
  }

  return (
    <DataTable<T>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      verticalSpacing="sm"
      minHeight={records.length === 0 ? 220 : undefined}
      columns={columns}
      records={records}
      idAccessor={idAccessor ?? ('id' as keyof T & string)}
      fetching={source.isFetching}
      totalRecords={source.data?.total ?? 0}
      page={search.page}
      onPageChange={search.setPage}
      recordsPerPage={search.pageSize}
      recordsPerPageOptions={[...PAGE_SIZES]}
      onRecordsPerPageChange={search.setPageSize}
      recordsPerPageLabel={t('pageSize')}
      paginationText={({ from, to, totalRecords }) => t('range', { from, to, total: totalRecords })}
      sortStatus={{ columnAccessor: search.sort.column, direction: search.sort.direction }}
      onSortStatusChange={(status) => search.setSort({ column: String(status.columnAccessor), direction: status.direction })}
      noRecordsText={t('empty')}
      paginationActiveBackgroundColor="brand.7"
    />
  );
}

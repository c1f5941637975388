'use client';

import { useState } from 'react';
import { Badge, Button, Drawer, Group, Loader, Pagination, Stack, Table, Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { adminAuditEndpoints, type AuditEntry } from '@app/contracts/admin-audit';
import type { Locale } from '@app/contracts/locale';
import { callEndpoint } from '@/lib/call-endpoint';
import { formatMomentWithTime } from '@/lib/format-date';
import { HistoryIcon } from './admin-icons';

export type HistoryOf = keyof typeof adminAuditEndpoints;

const HISTORY_PAGE_SIZE = 10;

const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The fields a change touched, with their values before and after. */
function changedFields(entry: AuditEntry): { field: string; before: unknown; after: unknown }[] {
  const names = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...names]
    .map((field) => ({ field, before: entry.before?.[field], after: entry.after?.[field] }))
    .filter(({ before, after }) => JSON.stringify(before) !== JSON.stringify(after));
}

/** A record's audit trail, newest first: who changed what, when, from which value to which. */
export function RecordHistoryDrawer({ of, id, onClose }: { of: HistoryOf; id: number | null; onClose: () => void }) {
  const t = useTranslations('admin.history');
  return (
    <Drawer opened={id !== null} onClose={onClose} title={t('title')} position="right" size="lg">
      {id !== null && <HistoryTimeline of={of} id={id} />}
    </Drawer>
  );
}

/** A record screen's button opening its history. */
export function RecordHistoryButton({ of, id }: { of: HistoryOf; id: number }) {
  const t = useTranslations('admin.history');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" size="xs" leftSection={<HistoryIcon size={16} />} onClick={() => setOpened(true)}>
        {t('open')}
      </Button>
      <RecordHistoryDrawer of={of} id={opened ? id : null} onClose={() => setOpened(false)} />
    </>
  );
}

function HistoryTimeline({ of, id }: { of: HistoryOf; id: number }) {
  const t = useTranslations('admin.history');
  const locale = useLocale() as Locale;
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: ['admin', 'audit', of, id, page],
    queryFn: ({ signal }) =>
      callEndpoint(adminAuditEndpoints[of], { params: { id }, query: { page, page_size: HISTORY_PAGE_SIZE } }, { signal }),
  });

  if (!history.data) return <Loader size="sm" />;
  if (history.data.items.length === 0) return <Text c="dimmed">{t('empty')}</Text>;

  return (
    <Stack>
      <Timeline bulletSize={14} lineWidth={2} color="brand">
        {history.data.items.map((entry) => (
          <Timeline.Item
            key={entry.id}
            title={
              <Group gap="xs">
                <Badge variant="light" tt="none">
                  {entry.action}
                </Badge>
                <Text size="sm" c="dimmed">
                  {formatMomentWithTime(entry.created_at, locale)}
                  {entry.actor ? ` · ${t('by', { actor: entry.actor.username })}` : ''}
                </Text>
              </Group>
            }
          >
            <Table mt="xs" withTableBorder fz="xs" layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="30%">{t('field')}</Table.Th>
                  <Table.Th>{t('before')}</Table.Th>
                  <Table.Th>{t('after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changedFields(entry).map((change) => (
                  <Table.Tr key={change.field}>
                    <Table.Td>{change.field}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{shown(change.before)}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{shown(change.after)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Timeline.Item>
        ))}
      </Timeline>
      {history.data.total > HISTORY_PAGE_SIZE && (
        <Pagination value={page} onChange={setPage} total={Math.ceil(history.data.total / HISTORY_PAGE_SIZE)} size="sm" />
      )}
    </Stack>
  );
}

'use client';

import { useState } from 'react';
import { Button, Group, Modal, Paper, SimpleGrid, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { projectListEntryBody, projectListKinds, type AdminProjectListEntry, type ProjectListKind } from '@app/contracts/admin-projects';
import { useActivation } from '@/admin/use-activation';
import { RecordHistoryDrawer } from '@/admin/record-history';
import { StatusBadge } from '@/admin/status-badge';
import { useAppForm } from '@/hooks/use-app-form';
import { FormActions } from '@/admin/form-actions';
import { useChangeListEntryActive, useProjectList, useSaveListEntry } from '../api/project-lists';

const historyOf = { 'project-type': 'projectType', 'project-util': 'projectUtil', 'project-state': 'projectState' } as const;

/** The three lists a project picks from: project types, utilities and states. */
export function ProjectListsTab() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
      {projectListKinds.map((kind) => (
        <ProjectListPanel key={kind} kind={kind} />
      ))}
    </SimpleGrid>
  );
}

function ProjectListPanel({ kind }: { kind: ProjectListKind }) {
  const t = useTranslations('adminProjects.lists');
  const ta = useTranslations('admin');
  const list = useProjectList(kind);
  // undefined: no dialog; null: a new entry.
  const [editing, setEditing] = useState<AdminProjectListEntry | null | undefined>(undefined);
  const [history, setHistory] = useState<number | null>(null);
  const { toggle } = useActivation(useChangeListEntryActive(kind), (entry: AdminProjectListEntry, active) => ({
    message: t(active ? 'confirmActivate' : 'confirmDeactivate', { name: entry.name, count: entry.project_count }),
    label: t(active ? 'activate' : 'deactivate'),
  }));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`list-${kind}`}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5" id={`list-${kind}`}>
          {t(`titles.${kind}`)}
        </Title>
        <Button size="xs" onClick={() => setEditing(null)}>
          {t('add')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing={6} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('name')}</Table.Th>
              <Table.Th ta="right">{t('projects')}</Table.Th>
              <Table.Th>{t('state')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data ?? []).map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  <Text size="sm">{entry.name}</Text>
                  {entry.name_en && (
                    <Text size="xs" c="dimmed">
                      {entry.name_en}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{entry.project_count}</Table.Td>
                <Table.Td>
                  <StatusBadge active={entry.active} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => setEditing(entry)}
                      aria-label={t('renameOf', { name: entry.name })}
                    >
                      {t('rename')}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color={entry.active ? 'red' : undefined}
                      onClick={() => toggle(entry)}
                      aria-label={t(entry.active ? 'deactivateOf' : 'activateOf', { name: entry.name })}
                    >
                      {t(entry.active ? 'deactivate' : 'activate')}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="gray"
                      onClick={() => setHistory(entry.id)}
                      aria-label={`${ta('history.open')}: ${entry.name}`}
                    >
                      {t('history')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('renameTitle', { name: editing.name }) : t('addTitle', { list: t(`titles.${kind}`) })}
        centered
      >
        {editing !== undefined && (
          <ListEntryForm key={editing?.id ?? 'new'} kind={kind} entry={editing} onDone={() => setEditing(undefined)} />
        )}
      </Modal>
      <RecordHistoryDrawer of={historyOf[kind]} id={history} onClose={() => setHistory(null)} />
    </Paper>
  );
}

function ListEntryForm({ kind, entry, onDone }: { kind: ProjectListKind; entry: AdminProjectListEntry | null; onDone: () => void }) {
  const t = useTranslations('adminProjects.lists');
  const save = useSaveListEntry(kind, onDone);
  const form = useAppForm({
    schema: projectListEntryBody,
    initialValues: { name: entry?.name ?? '', name_en: entry?.name_en ?? '', active: entry?.active ?? true },
    error: save.error,
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate({ id: entry?.id ?? null, body: projectListEntryBody.parse(values) }))}>
      <Stack gap="sm">
        <TextInput label={t('name')} required maxLength={255} data-autofocus {...form.getInputProps('name')} />
        <TextInput label={t('nameEn')} maxLength={255} {...form.getInputProps('name_en')} />
        {entry === null && <Switch label={t('activeNow')} {...form.getInputProps('active', { type: 'checkbox' })} />}
        <FormActions onCancel={onDone} saving={save.isPending} creating={!entry} />
      </Stack>
    </form>
  );
}

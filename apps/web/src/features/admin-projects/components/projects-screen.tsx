'use client';

import { Button, Center, Loader, Tabs } from '@mantine/core';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { useListSearch } from '@/admin/list/use-list-search';
import { usePathname, useRouter } from '@/i18n/navigation';
import { useProject } from '../api/get-project';
import { projectFilterDefaults } from '../api/search-projects';
import { ProjectForm } from './project-form';
import { ProjectListsTab } from './project-lists-tab';
import { ProjectsList } from './projects-list';

const tabs = ['view', 'edit', 'lists'] as const;
type Tab = (typeof tabs)[number];

/**
 * Projects on one page with tabs kept in the address: `tab=view` the list, `tab=edit` the form (a
 * new project, or `id=` one to change), `tab=lists` the project types, utilities and states.
 */
export function ProjectsScreen() {
  const t = useTranslations('adminProjects');
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const search = useListSearch(projectFilterDefaults);
  const tab: Tab = tabs.find((name) => name === params.get('tab')) ?? 'view';
  const id = Number(params.get('id')) || null;

  const open = (next: Tab, projectId?: number) => {
    const query = new URLSearchParams(next === 'view' ? params.toString() : '');
    query.set('tab', next);
    query.delete('id');
    if (projectId) query.set('id', String(projectId));
    router.push(`${pathname}?${query.toString()}`, { scroll: true });
  };

  return (
    <>
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={tab !== 'edit' && <Button onClick={() => open('edit')}>{t('actions.create')}</Button>}
      />
      <Tabs value={tab} onChange={(value) => open((value as Tab) ?? 'view')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="view">{t('tabs.view')}</Tabs.Tab>
          <Tabs.Tab value="edit">{id ? t('tabs.edit') : t('tabs.create')}</Tabs.Tab>
          <Tabs.Tab value="lists">{t('tabs.lists')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="view">
          <ProjectsList search={search} onEdit={(project) => open('edit', project.id)} />
        </Tabs.Panel>
        <Tabs.Panel value="edit">
          <ProjectEditor key={id ?? 'new'} id={id} onDone={() => open('view')} />
        </Tabs.Panel>
        <Tabs.Panel value="lists">
          <ProjectListsTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function ProjectEditor({ id, onDone }: { id: number | null; onDone: () => void }) {
  const project = useProject(id);
  if (id !== null && !project.data) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return <ProjectForm project={project.data ?? null} onCancel={onDone} onSaved={onDone} />;
}

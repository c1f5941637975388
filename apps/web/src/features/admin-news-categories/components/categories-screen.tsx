'use client';

import { useState } from 'react';
import { Badge, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { blogCategoryBody, type AdminBlogCategory } from '@app/contracts/admin-blog-categories';
import type { Locale } from '@app/contracts/locale';
import { slugify } from '@app/contracts/permalink';
import { AdminPageHeader } from '@/admin/admin-page-header';
import { AdminTable } from '@/admin/list/admin-table';
import { AdminSearchForm } from '@/admin/list/admin-search-form';
import { ActiveFilter, KeywordFilter } from '@/admin/list/filter-fields';
import { useActionsColumn } from '@/admin/list/row-actions';
import { useListSearch } from '@/admin/list/use-list-search';
import { useConfirmAction } from '@/admin/confirm-action';
import { RecordHistoryDrawer } from '@/admin/record-history';
import { StatusBadge } from '@/admin/status-badge';
import { useAppForm } from '@/hooks/use-app-form';
import { FormActions } from '@/admin/form-actions';
import {
  categoryFilterDefaults,
  useCategorySearch,
  useCategoryTree,
  useChangeCategoryActive,
  useDeleteCategory,
  useSaveCategory,
} from '../api/categories';

/** The news page's tabs name these categories: they cannot be deleted and keep their parent. */
const FIXED_IDS = new Set([17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);

const nameIn = (locale: Locale, category: Pick<AdminBlogCategory, 'name' | 'name_en'>) =>
  locale === 'en' && category.name_en ? category.name_en : category.name;

export function CategoriesScreen() {
  const t = useTranslations('adminNewsCategories');
  const ta = useTranslations('admin');
  const locale = useLocale() as Locale;
  const search = useListSearch(categoryFilterDefaults);
  const categories = useCategorySearch(search);
  const changeActive = useChangeCategoryActive();
  const remove = useDeleteCategory();
  const confirm = useConfirmAction();
  const [editing, setEditing] = useState<AdminBlogCategory | null | undefined>(undefined);
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  const actions = useActionsColumn<AdminBlogCategory>(
    (category) => category.name,
    (category) => [
      { label: ta('form.edit'), onClick: () => setEditing(category) },
      { label: ta('history.open'), onClick: () => setHistoryOf(category.id) },
      {
        label: t(category.active ? 'actions.deactivate' : 'actions.activate'),
        color: category.active ? 'red' : undefined,
        onClick: () =>
          confirm({
            message: t(category.active ? 'confirm.deactivate' : 'confirm.activate', { name: category.name }),
            confirmLabel: t(category.active ? 'actions.deactivate' : 'actions.activate'),
            danger: category.active,
            onConfirm: () => changeActive.mutate({ id: category.id, active: !category.active }),
          }),
      },
      ...(FIXED_IDS.has(category.id)
        ? []
        : [
            {
              label: t('actions.delete'),
              color: 'red' as const,
              onClick: () =>
                confirm({
                  message: t('confirm.delete', { name: category.name }),
                  confirmLabel: t('actions.delete'),
                  danger: true,
                  onConfirm: () => remove.mutate(category.id),
                }),
            },
          ]),
    ],
  );

  return (
    <>
      <AdminPageHeader
        title={t('title')}
        description={t('description')}
        actions={<Button onClick={() => setEditing(null)}>{t('actions.create')}</Button>}
      />
      <AdminSearchForm search={search} defaults={categoryFilterDefaults}>
        {(form) => (
          <>
            <KeywordFilter form={form} label={t('filters.keyword')} />
            <ActiveFilter form={form} label={t('filters.active')} />
          </>
        )}
      </AdminSearchForm>
      <AdminTable<AdminBlogCategory>
        search={search}
        source={categories}
        columns={[
          { accessor: 'id', title: t('fields.id'), sortable: true, width: 70 },
          {
            accessor: 'name',
            title: t('fields.name'),
            sortable: true,
            render: (category) => (
              <Stack gap={0} pl={category.depth * 20}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={category.depth === 0 ? 600 : 400}>
                    {category.depth > 0 ? '└ ' : ''}
                    {nameIn(locale, category)}
                  </Text>
                  {FIXED_IDS.has(category.id) && (
                    <Badge size="xs" variant="light">
                      {t('fixed')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  /{category.slug}
                </Text>
              </Stack>
            ),
          },
          { accessor: 'post_count', title: t('fields.posts'), textAlign: 'right', width: 100 },
          { accessor: 'active', title: t('fields.status'), width: 140, render: (category) => <StatusBadge active={category.active} /> },
          actions,
        ]}
      />
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('editTitle', { name: editing.name }) : t('createTitle')}
        centered
        size="lg"
      >
        {editing !== undefined && <CategoryForm key={editing?.id ?? 'new'} category={editing} onDone={() => setEditing(undefined)} />}
      </Modal>
      <RecordHistoryDrawer of="blogCategory" id={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}

interface CategoryFormValues extends Record<string, unknown> {
  name: string;
  name_en: string;
  slug: string;
  parent_id: string;
  description: string;
  sort_order: number | string;
}

function CategoryForm({ category, onDone }: { category: AdminBlogCategory | null; onDone: () => void }) {
  const t = useTranslations('adminNewsCategories');
  const locale = useLocale() as Locale;
  const tree = useCategoryTree();
  const save = useSaveCategory(onDone);
  const [slugEdited, setSlugEdited] = useState(Boolean(category));
  const form = useAppForm<CategoryFormValues>({
    schema: blogCategoryBody,
    error: save.error,
    initialValues: {
      name: category?.name ?? '',
      name_en: category?.name_en ?? '',
      slug: category?.slug ?? '',
      parent_id: category?.parent_id ? String(category.parent_id) : '',
      description: category?.description ?? '',
      sort_order: category?.sort_order ?? 0,
    },
  });

  // Neither the category itself nor anything under it can be its parent.
  const below = new Set<number>(category ? [category.id] : []);
  const parents = (tree.data ?? []).filter((row) => {
    if (row.parent_id !== null && below.has(row.parent_id)) below.add(row.id);
    return !below.has(row.id);
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate({ id: category?.id ?? null, body: blogCategoryBody.parse(values) }))}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('fields.name')}
            required
            maxLength={255}
            {...form.getInputProps('name')}
            onChange={(event) => {
              const name = event.currentTarget.value;
              form.setValues(slugEdited ? { name } : { name, slug: slugify(name) });
            }}
          />
          <TextInput label={t('fields.nameEn')} maxLength={255} {...form.getInputProps('name_en')} />
        </SimpleGrid>
        <TextInput
          label={t('fields.slug')}
          description={t('fields.slugHint')}
          maxLength={200}
          {...form.getInputProps('slug')}
          onChange={(event) => {
            setSlugEdited(true);
            form.setFieldValue('slug', event.currentTarget.value);
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('fields.parent')}
            description={t('fields.parentHint')}
            searchable
            clearable
            disabled={category !== null && FIXED_IDS.has(category.id)}
            data={parents.map((row) => ({ value: String(row.id), label: `${'— '.repeat(row.depth)}${nameIn(locale, row)}` }))}
            {...form.getInputProps('parent_id')}
          />
          <NumberInput label={t('fields.sortOrder')} min={0} max={100_000} allowDecimal={false} {...form.getInputProps('sort_order')} />
        </SimpleGrid>
        <Textarea label={t('fields.description')} autosize minRows={2} maxLength={5000} {...form.getInputProps('description')} />
        <FormActions onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}

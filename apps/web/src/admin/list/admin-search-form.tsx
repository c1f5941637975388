'use client';

import { useEffect, type ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslations } from 'next-intl';
import type { ListSearch } from './use-list-search';

/**
 * A list's filters: edited in a form, applied to the address when sent. Going back in the browser
 * puts the earlier filters back into the form.
 */
export function AdminSearchForm<F extends Record<string, string>>({
  search,
  defaults,
  children,
}: {
  search: ListSearch<F>;
  defaults: F;
  children: (form: UseFormReturnType<F>) => ReactNode;
}) {
  const t = useTranslations('admin.list');
  const form = useForm<F>({ initialValues: search.filters });
  const { setValues } = form;

  useEffect(() => {
    setValues(search.filters);
  }, [search.filters, setValues]);

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mb="md"
      component="form"
      role="search"
      onSubmit={form.onSubmit((values) => search.setFilters(values))}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="sm" verticalSpacing="sm">
        {children(form)}
      </SimpleGrid>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button
          variant="default"
          onClick={() => {
            form.setValues(defaults);
            search.setFilters(defaults);
          }}
        >
          {t('reset')}
        </Button>
        <Button type="submit">{t('search')}</Button>
      </Group>
    </Paper>
  );
}

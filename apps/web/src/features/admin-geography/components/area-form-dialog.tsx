'use client';

import { Modal, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { areaBody, type AdminArea } from '@app/contracts/admin-geography';
import { useAppForm } from '@/hooks/use-app-form';
import { FormActions } from '@/admin/form-actions';
import { useSaveArea } from '../api/change-geography';

interface AreaFormValues extends Record<string, unknown> {
  name: string;
  name_en: string;
  code: string;
  sort_order: number | string;
  active: boolean;
}

const valuesOf = (area: AdminArea | null): AreaFormValues => ({
  name: area?.name ?? '',
  name_en: area?.name_en ?? '',
  code: area?.code ?? '',
  sort_order: area?.sort_order ?? 0,
  active: area?.active ?? true,
});

/** `area` null creates one; `undefined` keeps the dialog closed. */
export function AreaFormDialog({ area, onClose }: { area: AdminArea | null | undefined; onClose: () => void }) {
  const t = useTranslations('adminGeography.form');
  return (
    <Modal opened={area !== undefined} onClose={onClose} title={area ? t('editTitle', { name: area.name }) : t('createTitle')} centered>
      {area !== undefined && <AreaForm key={area?.id ?? 'new'} area={area} onDone={onClose} />}
    </Modal>
  );
}

function AreaForm({ area, onDone }: { area: AdminArea | null; onDone: () => void }) {
  const t = useTranslations('adminGeography.form');
  const save = useSaveArea(onDone);
  const form = useAppForm<AreaFormValues>({ schema: areaBody, initialValues: valuesOf(area), error: save.error });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate({ id: area?.id ?? null, body: areaBody.parse(values) }))}
      aria-label={area ? t('editTitle', { name: area.name }) : t('createTitle')}
    >
      <Stack gap="sm">
        <TextInput label={t('name')} required maxLength={255} {...form.getInputProps('name')} />
        <TextInput label={t('nameEn')} maxLength={255} {...form.getInputProps('name_en')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('code')} description={t('codeHint')} required maxLength={32} {...form.getInputProps('code')} />
          <NumberInput
            label={t('sortOrder')}
            description={t('sortOrderHint')}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('sort_order')}
          />
        </SimpleGrid>
        <Switch label={t('active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions onCancel={onDone} saving={save.isPending} creating={!area} />
      </Stack>
    </form>
  );
}

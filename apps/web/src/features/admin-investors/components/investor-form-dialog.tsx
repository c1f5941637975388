'use client';

import { Modal, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { investorBody, type AdminInvestor } from '@app/contracts/admin-investors';
import { PlaceSelects } from '@/admin/place-selects';
import { RichTextEditor } from '@/admin/rich-text/rich-text-editor';
import { ImageField } from '@/admin/upload/image-field';
import { useAppForm } from '@/hooks/use-app-form';
import { FormActions } from '@/admin/form-actions';
import { usePermalinkFromName } from '@/admin/use-permalink-from-name';
import { useSaveInvestor } from '../api/save-investor';
import { investorFormValues, type InvestorFormValues } from './investor-form-values';

/** `investor` null creates one; `undefined` keeps the dialog closed. */
export function InvestorFormDialog({ investor, onClose }: { investor: AdminInvestor | null | undefined; onClose: () => void }) {
  const t = useTranslations('adminInvestors.form');
  return (
    <Modal
      opened={investor !== undefined}
      onClose={onClose}
      title={investor ? t('editTitle', { name: investor.name }) : t('createTitle')}
      centered
      size="xl"
    >
      {investor !== undefined && <InvestorForm key={investor?.id ?? 'new'} investor={investor} onDone={onClose} />}
    </Modal>
  );
}

export function InvestorForm({ investor, onDone }: { investor: AdminInvestor | null; onDone: () => void }) {
  const t = useTranslations('adminInvestors.form');
  const save = useSaveInvestor(onDone);
  const form = useAppForm<InvestorFormValues>({ schema: investorBody, initialValues: investorFormValues(investor), error: save.error });
  const { nameProps, permalinkProps } = usePermalinkFromName(form, 'name', investor === null);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate({ id: investor?.id ?? null, body: investorBody.parse(values) }))}
      aria-label={investor ? t('editTitle', { name: investor.name }) : t('createTitle')}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('name')} required maxLength={255} {...nameProps} />
          <TextInput label={t('permalink')} description={t('permalinkHint')} maxLength={200} {...permalinkProps} />
        </SimpleGrid>
        <TextInput label={t('companyName')} maxLength={500} {...form.getInputProps('company_name')} />
        <ImageField label={t('logo')} {...form.getInputProps('logo_url')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput label={t('foundingYear')} allowDecimal={false} allowNegative={false} {...form.getInputProps('founding_year')} />
          <TextInput
            label={t('stockCode')}
            maxLength={16}
            styles={{ input: { textTransform: 'uppercase' } }}
            {...form.getInputProps('stock_code')}
          />
          <TextInput label={t('website')} placeholder="https://" maxLength={500} {...form.getInputProps('website')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('email')} type="email" maxLength={254} {...form.getInputProps('email')} />
          <TextInput label={t('phone')} maxLength={40} {...form.getInputProps('phone')} />
        </SimpleGrid>
        <PlaceSelects form={form} />
        <TextInput label={t('address')} maxLength={500} {...form.getInputProps('address')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('mainField')} maxLength={255} {...form.getInputProps('main_field')} />
          <TextInput label={t('secondaryField')} maxLength={255} {...form.getInputProps('secondary_field')} />
        </SimpleGrid>
        <RichTextEditor label={t('description')} {...form.getInputProps('description')} value={form.values.description} />
        <RichTextEditor label={t('descriptionEn')} {...form.getInputProps('description_en')} value={form.values.description_en} />
        <Switch label={t('active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions onCancel={onDone} saving={save.isPending} creating={!investor} />
      </Stack>
    </form>
  );
}

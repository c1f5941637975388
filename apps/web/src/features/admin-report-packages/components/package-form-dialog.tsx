'use client';

import { Alert, Group, Modal, NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { packageBody, type AdminPackage } from '@app/contracts/admin-reports';
import { useAppForm } from '@/hooks/use-app-form';
import { FormActions } from '@/admin/form-actions';
import { useSavePackage } from '../api/save-package';

interface PackageFormValues extends Record<string, unknown> {
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  level: number | string;
  price: number | string;
  original_price: number | string;
  sale_price: number | string;
  is_free: boolean;
  active: boolean;
}

const formValues = (pkg: AdminPackage | null): PackageFormValues => ({
  name: pkg?.name ?? '',
  name_en: pkg?.name_en ?? '',
  description: pkg?.description ?? '',
  description_en: pkg?.description_en ?? '',
  level: pkg?.level ?? '',
  price: pkg?.price ?? '',
  original_price: pkg?.original_price ?? '',
  sale_price: pkg?.sale_price ?? '',
  is_free: pkg?.is_free ?? false,
  active: pkg?.active ?? true,
});

const moneyProps = { thousandSeparator: '.', decimalSeparator: ',', allowDecimal: false, allowNegative: false, suffix: ' ₫' } as const;

/** `pkg` null creates one; `undefined` keeps the dialog closed. */
export function PackageFormDialog({ pkg, onClose }: { pkg: AdminPackage | null | undefined; onClose: () => void }) {
  const t = useTranslations('adminReportPackages.form');
  return (
    <Modal
      opened={pkg !== undefined}
      onClose={onClose}
      title={pkg ? t('editTitle', { name: pkg.name }) : t('createTitle')}
      centered
      size="lg"
    >
      {pkg !== undefined && <PackageForm key={pkg?.id ?? 'new'} pkg={pkg} onDone={onClose} />}
    </Modal>
  );
}

export function PackageForm({ pkg, onDone }: { pkg: AdminPackage | null; onDone: () => void }) {
  const t = useTranslations('adminReportPackages.form');
  const save = useSavePackage(onDone);
  const form = useAppForm<PackageFormValues>({ schema: packageBody, initialValues: formValues(pkg), error: save.error });
  const sold = (pkg?.sold_count ?? 0) > 0;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate({ id: pkg?.id ?? null, body: packageBody.parse(values) }))}
      aria-label={pkg ? t('editTitle', { name: pkg.name }) : t('createTitle')}
    >
      <Stack gap="sm">
        {pkg && (
          <Alert color="blue" variant="light">
            {t('pricesHint')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('name')} required maxLength={255} {...form.getInputProps('name')} />
          <TextInput label={t('nameEn')} maxLength={255} {...form.getInputProps('name_en')} />
        </SimpleGrid>
        <NumberInput
          label={t('level')}
          description={sold ? t('levelSold') : t('levelHint')}
          required
          allowDecimal={false}
          allowNegative={false}
          min={0}
          max={100}
          disabled={sold}
          {...form.getInputProps('level')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput label={t('price')} {...moneyProps} {...form.getInputProps('price')} />
          <NumberInput
            label={t('originalPrice')}
            description={t('originalPriceHint')}
            {...moneyProps}
            {...form.getInputProps('original_price')}
          />
          <NumberInput label={t('salePrice')} description={t('salePriceHint')} {...moneyProps} {...form.getInputProps('sale_price')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Textarea label={t('description')} autosize minRows={2} maxRows={6} maxLength={5000} {...form.getInputProps('description')} />
          <Textarea
            label={t('descriptionEn')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={5000}
            {...form.getInputProps('description_en')}
          />
        </SimpleGrid>
        <Group gap="lg">
          <Switch label={t('isFree')} {...form.getInputProps('is_free', { type: 'checkbox' })} />
          <Switch label={t('active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        </Group>
        <FormActions onCancel={onDone} saving={save.isPending} creating={!pkg} />
      </Stack>
    </form>
  );
}

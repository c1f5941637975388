'use client';

import { Modal, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useTranslations } from 'next-intl';
import { couponBody, type AdminCoupon, type CouponDiscountType } from '@app/contracts/admin-coupons';
import { useAppForm } from '@/hooks/use-app-form';
import { FormActions } from '@/admin/form-actions';
import { useSaveCoupon } from '../api/save-coupon';
import { couponFormValues, fromShopClock, toShopClock, type CouponFormValues } from './coupon-form-values';

/** `coupon` null creates one; `undefined` keeps the dialog closed. */
export function CouponFormDialog({ coupon, onClose }: { coupon: AdminCoupon | null | undefined; onClose: () => void }) {
  const t = useTranslations('adminCoupons.form');
  return (
    <Modal
      opened={coupon !== undefined}
      onClose={onClose}
      title={coupon ? t('editTitle', { code: coupon.code }) : t('createTitle')}
      centered
      size="lg"
    >
      {coupon !== undefined && <CouponForm key={coupon?.id ?? 'new'} coupon={coupon} onDone={onClose} />}
    </Modal>
  );
}

const moneyProps = { thousandSeparator: '.', decimalSeparator: ',', allowDecimal: false, allowNegative: false, suffix: ' ₫' } as const;
const countProps = { allowDecimal: false, allowNegative: false, min: 1 } as const;

export function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
  const t = useTranslations('adminCoupons.form');
  const save = useSaveCoupon(onDone);
  const form = useAppForm<CouponFormValues>({ schema: couponBody, initialValues: couponFormValues(coupon), error: save.error });
  const percent = form.values.discount_type === 'percent';

  const momentProps = (name: 'valid_from' | 'valid_until') => {
    const { value, onChange, ...rest } = form.getInputProps(name);
    return {
      ...rest,
      value: typeof value === 'string' && value ? toShopClock(value) : null,
      onChange: (next: string | null) => (onChange as (value: string) => void)(fromShopClock(next)),
      clearable: true,
      valueFormat: 'DD/MM/YYYY HH:mm',
      placeholder: t('noBound'),
    };
  };

  const chooseType = (type: string) => {
    form.setValues({ discount_type: type as CouponDiscountType, ...(type === 'amount' ? { max_discount: '' } : {}) });
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate({ id: coupon?.id ?? null, body: couponBody.parse(values) }))}
      aria-label={coupon ? t('editTitle', { code: coupon.code }) : t('createTitle')}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('code')}
            description={t('codeHint')}
            required
            maxLength={64}
            styles={{ input: { textTransform: 'uppercase' } }}
            {...form.getInputProps('code')}
          />
          <TextInput label={t('description')} maxLength={255} {...form.getInputProps('description')} />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="coupon-discount-type">
            {t('discountType')}
          </Text>
          <SegmentedControl
            aria-labelledby="coupon-discount-type"
            value={form.values.discount_type}
            onChange={chooseType}
            data={[
              { value: 'percent', label: t('percent') },
              { value: 'amount', label: t('amount') },
            ]}
            fullWidth
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={percent ? t('percentValue') : t('amountValue')}
            required
            {...(percent ? { allowDecimal: false, allowNegative: false, suffix: ' %' } : moneyProps)}
            {...form.getInputProps('discount_value')}
          />
          {percent && (
            <NumberInput
              label={t('maxDiscount')}
              description={t('maxDiscountHint')}
              {...moneyProps}
              {...form.getInputProps('max_discount')}
            />
          )}
          <NumberInput
            label={t('minOrderTotal')}
            description={t('minOrderTotalHint')}
            {...moneyProps}
            {...form.getInputProps('min_order_total')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateTimePicker label={t('validFrom')} {...momentProps('valid_from')} />
          <DateTimePicker label={t('validUntil')} {...momentProps('valid_until')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput label={t('totalLimit')} description={t('noCapHint')} {...countProps} {...form.getInputProps('total_limit')} />
          <NumberInput label={t('perUserLimit')} description={t('noCapHint')} {...countProps} {...form.getInputProps('per_user_limit')} />
        </SimpleGrid>
        <Switch label={t('active')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <FormActions onCancel={onDone} saving={save.isPending} creating={!coupon} />
      </Stack>
    </form>
  );
}

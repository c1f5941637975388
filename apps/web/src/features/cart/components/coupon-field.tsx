'use client';

import { useTranslations } from 'next-intl';
import { Button, TextInput } from '@mantine/core';
import { useAppForm } from '@/hooks/use-app-form';
import { formatDong } from '@/lib/format-money';
import { useCouponCheck } from '../hooks/use-coupon-check';
import classes from './coupon-field.module.css';

interface CouponFieldProps {
  total: number;
  /** The code as the buyer applied it (upper case); null when none is applied. */
  code: string | null;
  onCodeChange: (code: string | null) => void;
}

/** The coupon code and what the shop answered for it: the discount, or the reason it cannot be used. */
export function CouponField({ total, code, onCodeChange }: CouponFieldProps) {
  const t = useTranslations('cart');
  // Which codes exist is the shop's to say: the field has no rule of its own, and the answer shows below it.
  const form = useAppForm({ initialValues: { coupon: code ?? '' } });
  const check = useCouponCheck(code, total);
  const result = code === null ? undefined : check.data;

  return (
    <div className={classes.root}>
      <form className={classes.row} onSubmit={form.onSubmit(({ coupon }) => onCodeChange(coupon ? coupon.toUpperCase() : null))}>
        <TextInput
          label={t('couponLabel')}
          placeholder={t('couponPlaceholder')}
          {...form.getInputProps('coupon')}
          maxLength={64}
          autoComplete="off"
          className={classes.input}
        />
        <Button type="submit" variant="light" loading={check.isFetching} disabled={!form.values.coupon.trim()}>
          {t('couponApply')}
        </Button>
      </form>
      {result && (
        <div className={classes.result} role="status" data-ok={result.ok || undefined} data-testid="coupon-result">
          <span>
            {result.ok
              ? result.coupon.total_after_discount === 0
                ? t('couponFree', { code: result.coupon.code })
                : t('couponApplied', { code: result.coupon.code, amount: formatDong(result.coupon.discount ?? 0) })
              : result.message}
          </span>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              onCodeChange(null);
              form.reset();
            }}
          >
            {t('couponRemove')}
          </Button>
        </div>
      )}
    </div>
  );
}

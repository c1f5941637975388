'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button, TextInput } from '@mantine/core';
import { formatDong } from '@/lib/format-money';
import { applyCoupon, removeCoupon, useCouponStore } from '../stores/coupon-store';
import classes from './coupon-field.module.css';

/** The coupon code and what the shop answered for it: the discount, or the reason it cannot be used. */
export function CouponField({ total }: { total: number }) {
  const t = useTranslations('cart');
  const { code, result, checkedTotal, checking } = useCouponStore();
  const [draft, setDraft] = useState(code ?? '');

  // The discount depends on the total (percentages, caps, minimum order): ask again when it changes.
  useEffect(() => {
    if (code && checkedTotal !== null && checkedTotal !== total) void applyCoupon(code, total);
  }, [code, checkedTotal, total]);

  const applied = code !== null && result !== null;
  return (
    <div className={classes.root}>
      <form
        className={classes.row}
        onSubmit={(event) => {
          event.preventDefault();
          void applyCoupon(draft, total);
        }}
      >
        <TextInput
          label={t('couponLabel')}
          placeholder={t('couponPlaceholder')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={() => setDraft((value) => value.trim())}
          maxLength={64}
          autoComplete="off"
          className={classes.input}
          name="coupon"
        />
        <Button type="submit" variant="light" loading={checking} disabled={!draft.trim()}>
          {t('couponApply')}
        </Button>
      </form>
      {applied && (
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
              removeCoupon();
              setDraft('');
            }}
          >
            {t('couponRemove')}
          </Button>
        </div>
      )}
    </div>
  );
}

'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Radio } from '@mantine/core';
import type { PaymentMethod } from '@app/contracts/orders';
import { formatDong } from '@/lib/format-money';
import { openLoginWarning } from '@/stores/auth-modal';
import type { CartItemInput } from '@app/contracts/cart';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { sumOriginalPrices, sumPrices, type CartLine } from '../utils/cart-lines';
import { useCartStore } from '../stores/cart-store';
import { useCouponCheck } from '../hooks/use-coupon-check';
import { usePlaceOrder } from '../hooks/use-place-order';
import { CouponField } from './coupon-field';
import classes from './checkout-panel.module.css';

type ChosenMethod = Exclude<PaymentMethod, 'coupon'>;

interface CheckoutPanelProps {
  /** The selected cart lines, or the one buy-now line. */
  lines: CartLine[];
  buyNowItem: CartItemInput | null;
}

/** Totals, coupon, payment method and the order button. */
export function CheckoutPanel({ lines, buyNowItem }: CheckoutPanelProps) {
  const t = useTranslations('cart');
  const signedIn = useCartStore((state) => state.mode === 'server');
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [method, setMethod] = useState<ChosenMethod>('bank_transfer');
  const { place, placing } = usePlaceOrder();

  const subtotal = sumPrices(lines);
  const originalSubtotal = sumOriginalPrices(lines);
  const couponCheck = useCouponCheck(couponCode, subtotal);
  const coupon = couponCheck.data?.ok ? couponCheck.data.coupon : null;
  const discount = coupon?.discount ?? 0;
  const total = subtotal - discount;
  // The coupon method is for a coupon covering the whole total; such an order completes at once.
  const free = coupon !== null && subtotal > 0 && total === 0;
  const paymentMethod: PaymentMethod = free ? 'coupon' : method;

  const submit = () => {
    if (!signedIn) {
      openLoginWarning(buyNowItem ? 'order' : 'cart');
      return;
    }
    void place({
      source: buyNowItem
        ? { buy_now: buyNowItem }
        : { items: lines.flatMap((line) => (line.cartItemId === null ? [] : [line.cartItemId])) },
      payment_method: paymentMethod,
      coupon_code: coupon ? coupon.code : undefined,
    });
  };

  return (
    <section className={classes.panel} aria-labelledby="checkout-title">
      <h2 id="checkout-title" className={classes.title}>
        {t('summaryTitle')}
      </h2>
      <CouponField total={subtotal} code={couponCode} onCodeChange={setCouponCode} />
      <dl className={classes.sums}>
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>
            {originalSubtotal > subtotal && <s className={classes.was}>{formatDong(originalSubtotal)}</s>}
            {formatDong(subtotal)}
          </dd>
        </div>
        {discount > 0 && (
          <div>
            <dt>{t('discount')}</dt>
            <dd className={classes.discount}>−{formatDong(discount)}</dd>
          </div>
        )}
        <div className={classes.total}>
          <dt>{t('total')}</dt>
          <dd data-testid="checkout-total">{formatDong(total)}</dd>
        </div>
      </dl>
      <Radio.Group
        label={t('methodTitle')}
        value={paymentMethod}
        onChange={(value) => setMethod(value === 'momo' ? 'momo' : 'bank_transfer')}
        classNames={{ label: classes.methodLabel }}
      >
        <div className={classes.methods}>
          <Radio value="coupon" label={t('methodCoupon')} description={t('methodCouponHint')} disabled={!free} />
          <Radio value="bank_transfer" label={t('methodBank')} description={t('methodBankHint')} disabled={free} />
          <Radio value="momo" label={t('methodMomo')} description={t('methodMomoHint')} disabled={free} />
        </div>
      </Radio.Group>
      {lines.length === 0 && <p className={classes.note}>{t('nothingSelected')}</p>}
      {!signedIn && <p className={classes.note}>{t('loginNote')}</p>}
      <Button
        size="md"
        fullWidth
        loading={placing}
        disabled={lines.length === 0 || (couponCode !== null && coupon === null)}
        onClick={submit}
      >
        {free ? t('placeFreeOrder') : t('placeOrder')}
      </Button>
      <p className={classes.terms}>
        <Link href={paths.policy.purchase}>{t('acceptTerms')}</Link>
      </p>
    </section>
  );
}

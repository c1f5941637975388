'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { useNotify } from '@/hooks/use-notify';
import { placeOrder, type PlaceOrderInput } from '../api/place-order';
import { createAttemptKeys } from '../utils/idempotency-key';
import { loadCart } from '../stores/cart-operations';

/**
 * Places the order once per attempt: the button waits while a request is on its way, and a repeat
 * of the same order (double click, retry after a lost answer) carries the same Idempotency-Key, so
 * the shop answers the first order again instead of placing a second one.
 */
export function usePlaceOrder() {
  const t = useTranslations('cart');
  const notify = useNotify();
  const router = useRouter();
  const [attempts] = useState(() => createAttemptKeys());
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);

  const place = async (input: PlaceOrderInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPlacing(true);
    try {
      const order = await placeOrder(input, attempts.keyFor(JSON.stringify(input)));
      attempts.reset();
      notify.success(t('orderPlaced'));
      router.push(order.payment_method === 'momo' && !order.paid ? paths.paymentWithMomo(order.id) : paths.payment(order.id));
      void loadCart();
    } catch {
      // The API client has shown why; the same attempt may be sent again with its key.
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  };

  return { place, placing };
}

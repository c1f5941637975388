'use client';

import { useTranslations } from 'next-intl';
import { formatDong } from '@/lib/format-money';
import { useConfirmAction } from '@/admin/confirm-action';
import { useChangeOrderStatus } from '../api/change-order-status';
import type { OrderMove } from '../order-moves';

/**
 * Moves an order after asking: confirming a transfer names the amount to check against the bank
 * statement, cancelling warns that it cannot be undone. Nothing is sent while a move is under way,
 * so a second click cannot send it twice (and the server grants the content once in any case).
 */
export function useOrderMove() {
  const t = useTranslations('adminOrders');
  const confirm = useConfirmAction();
  const changeStatus = useChangeOrderStatus();
  const ask = (order: { id: number; code: string; total: number }, move: OrderMove) =>
    confirm({
      title: t(`confirm.${move}Title`),
      message: t(`confirm.${move}`, { code: order.code, total: formatDong(order.total) }),
      confirmLabel: t(`actions.${move}`),
      danger: move === 'cancelled',
      onConfirm: () => {
        if (!changeStatus.isPending) changeStatus.mutate({ id: order.id, status: move });
      },
    });
  return { ask, pending: changeStatus.isPending ? changeStatus.variables.status : null };
}

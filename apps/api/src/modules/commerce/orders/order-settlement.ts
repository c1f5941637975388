import type { Db } from '../../../db/client.js';
import { deleteOwnedItems } from '../cart/cart.repository.js';
import { grantOrderEntitlements } from '../entitlements/entitlements.repository.js';
import type { CommerceContext } from '../commerce-context.js';
import { markPaid } from './orders.repository.js';
import { sendReceipt } from './receipt-mail.js';

export interface PaidOrder {
  id: number;
  userId: number;
  code: string;
}

/**
 * Pays an order inside the caller's transaction, whatever confirmed the payment (coupon, MoMo, the
 * bank, staff): exactly one call wins for an order; it grants the bought packages and clears them
 * from the buyer's cart. The others get null and change nothing.
 */
export async function settleOrder(tx: Db, orderId: number, confirmedBy: number | null = null): Promise<PaidOrder | null> {
  const paid = await markPaid(tx, orderId, confirmedBy);
  if (!paid) return null;
  await grantOrderEntitlements(tx, paid);
  await deleteOwnedItems(tx, paid.userId);
  return paid;
}

/** After the payment has committed: the receipt follows in the background. */
export function afterSettlement(context: CommerceContext, paid: PaidOrder | null): void {
  if (!paid) return;
  context.log.info({ orderId: paid.id, orderCode: paid.code }, 'order paid');
  context.tasks.run('receipt mail', () => sendReceipt(context, paid.id));
}

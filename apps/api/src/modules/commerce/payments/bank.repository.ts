import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { bankTransfers, orders } from '../../../db/schema/index.js';

export interface NewBankTransfer {
  orderId: number | null;
  bankReference: string | null;
  amount: number;
  memo: string | null;
  source: 'bank' | 'staff';
  confirmedBy?: number | null;
  raw?: unknown;
}

/** Records a transfer; a bank reference already recorded gives null, so a notification counts once. */
export async function insertBankTransfer(db: Db, transfer: NewBankTransfer): Promise<number | null> {
  const [row] = await db
    .insert(bankTransfers)
    .values(transfer)
    .onConflictDoNothing({ target: bankTransfers.bankReference })
    .returning({ id: bankTransfers.id });
  return row?.id ?? null;
}

export async function findBankTransferByReference(db: Db, reference: string) {
  const [row] = await db
    .select({ id: bankTransfers.id, orderId: bankTransfers.orderId, orderCode: orders.code })
    .from(bankTransfers)
    .leftJoin(orders, eq(orders.id, bankTransfers.orderId))
    .where(eq(bankTransfers.bankReference, reference))
    .limit(1);
  return row ?? null;
}

export async function attachOrder(db: Db, id: number, orderId: number): Promise<void> {
  await db.update(bankTransfers).set({ orderId }).where(eq(bankTransfers.id, id));
}

/** Bank transfer orders still waiting for exactly this amount, oldest first. */
export function findWaitingOrders(db: Db, amount: number) {
  return db
    .select({ id: orders.id, code: orders.code, transferSyntax: orders.transferSyntax })
    .from(orders)
    .where(and(eq(orders.paymentMethod, 'bank_transfer'), eq(orders.status, 'pending'), eq(orders.paid, false), eq(orders.total, amount)))
    .orderBy(asc(orders.id));
}

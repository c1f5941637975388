import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { MomoIpn } from '@app/contracts/payments.js';
import { momoNotifications, momoTransactions, orders } from '../../../db/schema/index.js';

export async function insertMomoTransaction(
  db: Db,
  row: { orderId: number; momoOrderId: string; requestId: string; amount: number },
): Promise<number> {
  const [inserted] = await db.insert(momoTransactions).values(row).returning({ id: momoTransactions.id });
  if (!inserted) throw new Error('momo_transactions insert returned no row');
  return inserted.id;
}

export async function recordCreateAnswer(
  db: Db,
  id: number,
  answer: { status: 'created' | 'failed'; payUrl: string | null; resultCode: number | null; message: string | null; raw: unknown },
): Promise<void> {
  await db
    .update(momoTransactions)
    .set({ status: answer.status, payUrl: answer.payUrl, resultCode: answer.resultCode, message: answer.message, rawCreate: answer.raw })
    .where(eq(momoTransactions.id, id));
}

/** A MoMo payment by the order id MoMo knows it by, with what the order says now. */
export async function findMomoPayment(db: Db, momoOrderId: string) {
  const [row] = await db
    .select({
      id: momoTransactions.id,
      orderId: momoTransactions.orderId,
      momoOrderId: momoTransactions.momoOrderId,
      amount: momoTransactions.amount,
      status: momoTransactions.status,
      orderCode: orders.code,
      orderTotal: orders.total,
      orderPaid: orders.paid,
      orderStatus: orders.status,
      userId: orders.userId,
    })
    .from(momoTransactions)
    .innerJoin(orders, eq(orders.id, momoTransactions.orderId))
    .where(eq(momoTransactions.momoOrderId, momoOrderId))
    .limit(1);
  return row ?? null;
}
export type MomoPaymentRow = NonNullable<Awaited<ReturnType<typeof findMomoPayment>>>;

export interface MomoResult {
  resultCode: number;
  message: string;
  transId: string | null;
  payType: string | null;
  raw: unknown;
}

/**
 * Records MoMo's final word on a payment. 'paid' is recorded once: of several identical
 * notifications, only the first gets true back, and the others know the payment was already counted.
 */
export async function recordPaid(db: Db, id: number, result: MomoResult): Promise<boolean> {
  const rows = await db
    .update(momoTransactions)
    .set({
      status: 'paid',
      resultCode: result.resultCode,
      message: result.message,
      transId: result.transId,
      payType: result.payType,
      rawNotify: result.raw,
    })
    .where(and(eq(momoTransactions.id, id), ne(momoTransactions.status, 'paid')))
    .returning({ id: momoTransactions.id });
  return rows.length > 0;
}

/** A failure never overwrites a payment that went through. */
export async function recordFailed(db: Db, id: number, result: MomoResult): Promise<void> {
  await db
    .update(momoTransactions)
    .set({
      status: 'failed',
      resultCode: result.resultCode,
      message: result.message,
      transId: result.transId,
      payType: result.payType,
      rawNotify: result.raw,
    })
    .where(and(eq(momoTransactions.id, id), eq(momoTransactions.status, 'created')));
}

/** Keeps each notification that passed the checks, as sent but for its signature, for staff to read. */
export async function insertNotification(db: Db, transactionId: number, notification: Omit<MomoIpn, 'signature'>): Promise<void> {
  await db.insert(momoNotifications).values({
    transactionId,
    resultCode: notification.resultCode,
    message: notification.message.slice(0, 1000),
    transId: String(notification.transId).slice(0, 64),
    payload: notification,
  });
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { bankNotifyBody, bankNotifyResultSchema } from '@app/contracts/payments.js';
import { AppError } from '../../../lib/app-error.js';
import type { CommerceContext } from '../commerce-context.js';
import { afterSettlement, settleOrder } from '../orders/order-settlement.js';
import * as repository from './bank.repository.js';
import { memoMentions } from './transfer-memo.js';

type BankNotification = z.infer<typeof bankNotifyBody>;
type BankNotifyResult = z.infer<typeof bankNotifyResultSchema>;

/** `X-Bank-Signature`: the hex HMAC-SHA256 of the raw body with the shared secret, `sha256=` allowed in front. */
function signedBySecret(secret: string, rawBody: string, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex'), 'utf8');
  const given = Buffer.from(
    header
      .trim()
      .replace(/^sha256=/i, '')
      .toLowerCase(),
    'utf8',
  );
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A credit on the shop's account, as the bank reports it. It pays the one waiting bank-transfer
 * order whose transfer syntax the memo carries, for exactly the amount; when none or several fit,
 * the transfer is kept unmatched for staff. The bank's reference makes a repeated notification
 * change nothing.
 */
export async function receiveBankNotification(
  context: CommerceContext,
  notification: { rawBody: string; signature: string | undefined; body: BankNotification },
): Promise<BankNotifyResult> {
  const secret = context.config.BANK_WEBHOOK_SECRET?.trim();
  if (!secret) throw new AppError('BANK_NOTIFY_DISABLED');
  const { body } = notification;
  if (!signedBySecret(secret, notification.rawBody, notification.signature)) {
    context.log.warn({ reason: 'bad signature', reference: body.reference, amount: body.amount }, 'bank notification refused');
    throw new AppError('PAYMENT_NOTIFICATION_REFUSED');
  }
  const outcome = await context.db.transaction(async (tx) => {
    const id = await repository.insertBankTransfer(tx, {
      orderId: null,
      bankReference: body.reference,
      amount: body.amount,
      memo: body.memo,
      source: 'bank',
      raw: body,
    });
    if (id === null) {
      const known = await repository.findBankTransferByReference(tx, body.reference);
      return { result: { matched: known?.orderId != null, order_code: known?.orderCode ?? null, duplicate: true }, paid: null };
    }
    const waiting = await repository.findWaitingOrders(tx, body.amount);
    const matches = waiting.filter((candidate) => candidate.transferSyntax !== null && memoMentions(body.memo, candidate.transferSyntax));
    // Two waiting orders the memo fits (the same buyer's twice in a day, or two syntaxes in one
    // memo): guessing could pay the wrong one, so staff decide.
    const [order, ...others] = matches;
    if (!order || others.length > 0) {
      context.log.info(
        { reference: body.reference, amount: body.amount, candidates: matches.map((candidate) => candidate.code) },
        matches.length === 0
          ? 'bank transfer matches no waiting order; kept for staff'
          : 'bank transfer matches several waiting orders; kept for staff',
      );
      return { result: { matched: false, order_code: null, duplicate: false }, paid: null };
    }
    await repository.attachOrder(tx, id, order.id);
    const paid = await settleOrder(tx, order.id);
    return { result: { matched: true, order_code: order.code, duplicate: false }, paid };
  });
  afterSettlement(context, outcome.paid);
  return outcome.result;
}

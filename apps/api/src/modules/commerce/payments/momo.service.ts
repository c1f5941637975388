import { randomBytes, randomUUID } from 'node:crypto';
import type { Locale } from '@app/contracts/locale.js';
import type { MomoCheckResult, MomoIpn, MomoPayment, PaymentState } from '@app/contracts/payments.js';
import { AppError, invalidField } from '../../../lib/app-error.js';
import { MOMO_PENDING_CODES, MOMO_SUCCESS, MomoUnreachable } from '../../../lib/momo/momo-client.js';
import type { CommerceContext } from '../commerce-context.js';
import { afterSettlement, settleOrder } from '../orders/order-settlement.js';
import { findOrder } from '../orders/orders.repository.js';
import type { MomoGateway } from './momo-gateway.js';
import * as repository from './momo.repository.js';

/** What MoMo's wallet payment accepts, in đồng. */
const MOMO_MIN_AMOUNT = 1_000;
const MOMO_MAX_AMOUNT = 50_000_000;

const stateMessages: Record<PaymentState, Record<Locale, string>> = {
  paid: { vi: 'Thanh toán thành công', en: 'Payment successful' },
  pending: { vi: 'Giao dịch đang được xử lý', en: 'The payment is being processed' },
  failed: { vi: 'Thanh toán không thành công', en: 'The payment did not go through' },
};

/** MoMo sends the buyer back only to a page of this shop. */
function returnUrl(context: CommerceContext, callbackUrl: string | undefined, locale: Locale): string {
  const web = new URL(context.config.WEB_ORIGIN);
  if (callbackUrl === undefined) return new URL(locale === 'en' ? '/en/order-history' : '/order-history', web).toString();
  const url = new URL(callbackUrl);
  if (url.origin !== web.origin) throw invalidField('callback_url', 'callback_url_invalid');
  return url.toString();
}

export async function createMomoPayment(
  context: CommerceContext,
  gateway: MomoGateway | null,
  request: { userId: number; orderId: number; callbackUrl?: string; locale: Locale },
): Promise<MomoPayment> {
  if (!gateway) throw new AppError('MOMO_DISABLED');
  const order = await findOrder(context.db, request.orderId);
  if (!order || order.userId !== request.userId) throw new AppError('ORDER_NOT_FOUND');
  if (order.paid) throw new AppError('ORDER_ALREADY_PAID');
  if (order.status === 'cancelled') throw new AppError('ORDER_CANCELLED');
  if (order.paymentMethod !== 'momo') throw new AppError('ORDER_NOT_MOMO');
  if (order.total < MOMO_MIN_AMOUNT || order.total > MOMO_MAX_AMOUNT) throw new AppError('MOMO_AMOUNT_OUT_OF_RANGE');
  const redirectUrl = returnUrl(context, request.callbackUrl, request.locale);

  // MoMo refuses an order id it has seen, so every attempt gets its own.
  const momoOrderId = `${order.code}-${randomBytes(3).toString('hex').toUpperCase()}`;
  const requestId = randomUUID();
  const id = await repository.insertMomoTransaction(context.db, { orderId: order.id, momoOrderId, requestId, amount: order.total });
  const orderInfo = request.locale === 'en' ? `Payment for order ${order.code}` : `Thanh toán đơn hàng ${order.code}`;
  const answer = await gateway.client
    .createPayment({
      requestId,
      orderId: momoOrderId,
      amount: order.total,
      orderInfo,
      redirectUrl,
      ipnUrl: gateway.ipnUrl,
      extraData: '',
      lang: request.locale,
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof MomoUnreachable)) throw error;
      await repository.recordCreateAnswer(context.db, id, {
        status: 'failed',
        payUrl: null,
        resultCode: null,
        message: error.message,
        raw: null,
      });
      throw new AppError('MOMO_UNAVAILABLE', { cause: error });
    });
  if (answer.resultCode !== MOMO_SUCCESS || !answer.payUrl) {
    await repository.recordCreateAnswer(context.db, id, {
      status: 'failed',
      payUrl: null,
      resultCode: answer.resultCode,
      message: answer.message,
      raw: answer.raw,
    });
    context.log.warn(
      { orderId: order.id, momoOrderId, resultCode: answer.resultCode, message: answer.message },
      'MoMo refused to create a payment',
    );
    throw new AppError('MOMO_UNAVAILABLE');
  }
  await repository.recordCreateAnswer(context.db, id, {
    status: 'created',
    payUrl: answer.payUrl,
    resultCode: answer.resultCode,
    message: answer.message,
    raw: answer.raw,
  });
  return {
    order_id: order.id,
    order_code: order.code,
    momo_order_id: momoOrderId,
    amount: order.total,
    pay_url: answer.payUrl,
    deeplink: answer.deeplink ?? null,
    qr_code_url: answer.qrCodeUrl ?? null,
  };
}

/**
 * Applies MoMo's result to a payment. Success pays the order once: the payment row is the gate
 * (only one notification turns it to paid), and the order's own conditional update is the second.
 */
async function applyResult(context: CommerceContext, payment: repository.MomoPaymentRow, result: repository.MomoResult): Promise<void> {
  if (MOMO_PENDING_CODES.includes(result.resultCode)) return;
  if (result.resultCode !== MOMO_SUCCESS) {
    await repository.recordFailed(context.db, payment.id, result);
    return;
  }
  const paid = await context.db.transaction(async (tx) => {
    if (!(await repository.recordPaid(tx, payment.id, result))) return null;
    const settled = await settleOrder(tx, payment.orderId);
    if (!settled) {
      // The money moved but the order was already paid another way or cancelled: staff refund it.
      context.log.warn(
        { orderId: payment.orderId, momoOrderId: payment.momoOrderId, transId: result.transId },
        'MoMo payment for an order that is no longer waiting: refund needed',
      );
    }
    return settled;
  });
  afterSettlement(context, paid);
}

/** Refuses a notification, with a log line saying why; nothing is paid. */
function refuse(context: CommerceContext, reason: string, ipn: MomoIpn): never {
  context.log.warn(
    { reason, momoOrderId: ipn.orderId, partnerCode: ipn.partnerCode, amount: ipn.amount, resultCode: ipn.resultCode },
    'MoMo notification refused',
  );
  throw new AppError('PAYMENT_NOTIFICATION_REFUSED');
}

/** MoMo's IPN: believed only when signed by MoMo, for our partner code, a known payment and its exact amount. */
export async function receiveNotification(context: CommerceContext, gateway: MomoGateway | null, ipn: MomoIpn): Promise<void> {
  if (!gateway) refuse(context, 'MoMo is not configured', ipn);
  if (ipn.partnerCode !== gateway.client.partnerCode) refuse(context, 'wrong partner code', ipn);
  const { signature, ...fields } = ipn;
  if (!gateway.client.verifyResult(fields, signature)) refuse(context, 'bad signature', ipn);
  const payment = await repository.findMomoPayment(context.db, ipn.orderId);
  if (!payment) refuse(context, 'unknown order', ipn);
  if (ipn.amount !== payment.amount || payment.amount !== payment.orderTotal) refuse(context, 'amount does not match the order', ipn);
  await repository.insertNotification(context.db, payment.id, fields);
  await applyResult(context, payment, {
    resultCode: ipn.resultCode,
    message: ipn.message,
    transId: String(ipn.transId),
    payType: ipn.payType || null,
    raw: ipn,
  });
}

function stateOf(payment: { orderPaid: boolean; orderStatus: string; status: string }): PaymentState | null {
  if (payment.orderPaid) return 'paid';
  if (payment.orderStatus === 'cancelled' || payment.status === 'failed') return 'failed';
  return null;
}

/**
 * The state of a payment for MoMo's return page. The return URL itself proves nothing; when the
 * notification has not come yet, MoMo's query API is asked and its answer applied like a notification.
 */
export async function checkResult(
  context: CommerceContext,
  gateway: MomoGateway | null,
  request: { userId: number; momoOrderId: string; locale: Locale },
): Promise<MomoCheckResult> {
  const payment = await repository.findMomoPayment(context.db, request.momoOrderId);
  if (!payment || payment.userId !== request.userId) throw new AppError('ORDER_NOT_FOUND');
  let state = stateOf(payment);
  if (state === null && gateway) {
    try {
      const answer = await gateway.client.queryPayment({ requestId: randomUUID(), orderId: payment.momoOrderId, lang: request.locale });
      if (answer.resultCode === MOMO_SUCCESS && answer.amount !== payment.amount) {
        context.log.error(
          { momoOrderId: payment.momoOrderId, amount: answer.amount, expected: payment.amount },
          'MoMo query reported another amount',
        );
      } else {
        const transId = answer.transId === undefined ? null : String(answer.transId);
        await applyResult(context, payment, {
          resultCode: answer.resultCode,
          message: answer.message,
          transId,
          payType: answer.payType ?? null,
          raw: answer.raw,
        });
      }
    } catch (error) {
      if (!(error instanceof MomoUnreachable)) throw error;
      context.log.warn({ err: error, momoOrderId: payment.momoOrderId }, 'MoMo query failed; the payment stays pending');
    }
    const now = await repository.findMomoPayment(context.db, request.momoOrderId);
    state = now ? stateOf(now) : null;
  }
  const status = state ?? 'pending';
  return {
    status,
    order_id: payment.orderId,
    order_code: payment.orderCode,
    amount: payment.amount,
    message: stateMessages[status][request.locale],
  };
}

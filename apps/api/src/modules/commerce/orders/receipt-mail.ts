import type { Locale } from '@app/contracts/locale.js';
import type { MailMessage } from '../../../lib/mail/mailer.js';
import type { CommerceContext } from '../commerce-context.js';
import { findBuyer, findOrder, findOrderItems } from './orders.repository.js';

export interface Receipt {
  to: string;
  buyerName: string;
  code: string;
  paidAt: Date;
  items: { reportTitle: string; packageName: string; price: number }[];
  subtotal: number;
  discount: number;
  total: number;
  historyUrl: string;
}

const texts = {
  vi: {
    subject: (code: string) => `Xác nhận thanh toán đơn hàng ${code}`,
    greeting: (name: string) => `Xin chào ${name},`,
    paid: (code: string, at: string) =>
      `Đơn hàng ${code} đã được thanh toán lúc ${at}. Các gói báo cáo sau đã được mở cho tài khoản của bạn:`,
    subtotal: 'Tạm tính',
    discount: 'Giảm giá',
    total: 'Tổng thanh toán',
    read: 'Xem các báo cáo đã mua',
    thanks: 'Cảm ơn bạn đã tin dùng Sen Vàng Data!',
  },
  en: {
    subject: (code: string) => `Payment received for order ${code}`,
    greeting: (name: string) => `Hello ${name},`,
    paid: (code: string, at: string) => `Order ${code} was paid at ${at}. These report packages are now open in your account:`,
    subtotal: 'Subtotal',
    discount: 'Discount',
    total: 'Total paid',
    read: 'Read your purchased reports',
    thanks: 'Thank you for choosing Sen Vàng Data!',
  },
} as const;

const tags: Record<Locale, string> = { vi: 'vi-VN', en: 'en-GB' };

export function receiptMessage(receipt: Receipt, locale: Locale): MailMessage {
  const t = texts[locale];
  const money = (amount: number) => `${new Intl.NumberFormat(tags[locale]).format(amount)} ₫`;
  const paidAt = new Intl.DateTimeFormat(tags[locale], { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'short' }).format(
    receipt.paidAt,
  );
  const lines = [
    t.greeting(receipt.buyerName),
    '',
    t.paid(receipt.code, paidAt),
    ...receipt.items.map((item) => `- ${item.reportTitle} – ${item.packageName}: ${money(item.price)}`),
    '',
    `${t.subtotal}: ${money(receipt.subtotal)}`,
    ...(receipt.discount > 0 ? [`${t.discount}: -${money(receipt.discount)}`] : []),
    `${t.total}: ${money(receipt.total)}`,
    '',
    `${t.read}: ${receipt.historyUrl}`,
    '',
    t.thanks,
  ];
  return { to: receipt.to, subject: t.subject(receipt.code), text: lines.join('\n') };
}

/** Mails the buyer a receipt of a paid order, in the language they ordered in. */
export async function sendReceipt(context: CommerceContext, orderId: number): Promise<void> {
  if (!context.mailer) return;
  const order = await findOrder(context.db, orderId);
  if (!order?.paid || !order.paidAt) return;
  const buyer = await findBuyer(context.db, order.userId);
  if (!buyer) return;
  const items = await findOrderItems(context.db, [orderId]);
  const locale: Locale = order.locale === 'en' ? 'en' : 'vi';
  const buyerName = `${buyer.lastName} ${buyer.firstName}`.trim() || buyer.username;
  const message = receiptMessage(
    {
      to: buyer.email,
      buyerName,
      code: order.code,
      paidAt: order.paidAt,
      items,
      subtotal: order.subtotal,
      discount: order.discount,
      total: order.total,
      historyUrl: `${context.config.WEB_ORIGIN.replace(/\/+$/, '')}${locale === 'en' ? '/en' : ''}/order-history`,
    },
    locale,
  );
  await context.mailer.send(message);
}

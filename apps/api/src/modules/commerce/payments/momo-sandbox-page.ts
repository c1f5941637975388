import type { Ticket } from './momo-sandbox-ticket.js';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] as string);

/** The stand-in's pay page: what MoMo's wallet would show, with a pay and a cancel button. */
export function sandboxPayPage(ticket: Ticket, ticketText: string): string {
  const amount = new Intl.NumberFormat('vi-VN').format(ticket.amount);
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Ví MoMo (thử nghiệm)</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #fdf0f6; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2430; }
  main { width: min(420px, calc(100vw - 32px)); background: #fff; border-radius: 16px; padding: 28px; box-shadow: 0 8px 32px rgba(165, 0, 100, 0.12); }
  h1 { margin: 0 0 4px; font-size: 20px; color: #a50064; }
  .note { margin: 0 0 20px; font-size: 13px; color: #6b7080; }
  dl { margin: 0 0 24px; display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; }
  dt { color: #6b7080; } dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
  .amount { font-size: 24px; font-weight: 700; color: #a50064; }
  form { display: flex; gap: 12px; }
  button { flex: 1; padding: 12px; border-radius: 10px; font-size: 16px; font-weight: 600; cursor: pointer; border: 2px solid #a50064; }
  button[value="pay"] { background: #a50064; color: #fff; }
  button[value="cancel"] { background: #fff; color: #a50064; }
  button:focus-visible { outline: 3px solid #1f2430; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>Ví MoMo – thanh toán thử nghiệm</h1>
  <p class="note">Cổng MoMo mô phỏng của cửa hàng: không có tiền thật được trừ. / Demo MoMo: no money is taken.</p>
  <dl>
    <dt>Nội dung</dt><dd>${escape(ticket.orderInfo)}</dd>
    <dt>Mã giao dịch</dt><dd>${escape(ticket.orderId)}</dd>
    <dt>Số tiền</dt><dd class="amount">${amount} ₫</dd>
  </dl>
  <form method="post">
    <input type="hidden" name="ticket" value="${escape(ticketText)}">
    <button type="submit" name="action" value="cancel">Hủy</button>
    <button type="submit" name="action" value="pay">Thanh toán</button>
  </form>
</main>
</body>
</html>`;
}

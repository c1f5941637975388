import type { Locale } from '@app/contracts/locale.js';
import type { MailMessage } from '../../lib/mail/mailer.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

interface ResetMailFacts {
  name: string;
  username: string;
  link: string;
  minutes: number;
}

const texts = {
  vi: (f: ResetMailFacts) => ({
    subject: 'Đặt lại mật khẩu tài khoản Sen Vàng Data',
    greeting: `Xin chào ${f.name},`,
    body: `Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản ${f.username} tại Sen Vàng Data. Bấm vào liên kết dưới đây để đặt mật khẩu mới. Liên kết chỉ dùng được một lần và hết hạn sau ${f.minutes} phút.`,
    action: 'Đặt lại mật khẩu',
    ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn vẫn giữ nguyên.',
  }),
  en: (f: ResetMailFacts) => ({
    subject: 'Reset the password of your Sen Vàng Data account',
    greeting: `Hello ${f.name},`,
    body: `We received a request to reset the password of the account ${f.username} at Sen Vàng Data. Follow the link below to choose a new password. The link works once and expires in ${f.minutes} minutes.`,
    action: 'Reset my password',
    ignore: 'If you did not ask for this, ignore this email; your password stays as it is.',
  }),
} satisfies Record<Locale, (f: ResetMailFacts) => Record<string, string>>;

export function passwordResetMail(locale: Locale, to: string, facts: ResetMailFacts): MailMessage {
  const t = texts[locale](facts);
  const text = [t.greeting, '', t.body, '', facts.link, '', t.ignore, '', 'Sen Vàng Data'].join('\n');
  const html = [
    `<p>${escapeHtml(t.greeting)}</p>`,
    `<p>${escapeHtml(t.body)}</p>`,
    `<p><a href="${escapeHtml(facts.link)}" style="color:#b2842d;font-weight:bold">${escapeHtml(t.action)}</a></p>`,
    `<p style="word-break:break-all">${escapeHtml(facts.link)}</p>`,
    `<p>${escapeHtml(t.ignore)}</p>`,
    '<p>Sen Vàng Data</p>',
  ].join('\n');
  return { to, subject: t.subject, text, html };
}

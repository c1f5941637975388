import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from '../../src/lib/mail/smtp-mailer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, login, registerUser } from './account-helpers.js';
import { waitForMail } from './mail-outbox.js';
import { startSmtpReceiver } from './smtp-receiver.js';

/** Quoted-printable soft line breaks and escapes, so the link can be read from the raw message. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('password reset through a real SMTP server', () => {
  let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let t: TestApp;
  beforeAll(async () => {
    receiver = await startSmtpReceiver({ delayMs: 300 });
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', SMTP_URL: receiver.url, MAIL_FROM: 'Sen Vàng Data <no-reply@senvang.vn>' });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('delivers the reset mail, records it as sent, and the link in it resets the password', async () => {
    const person = await registerUser(t.app);
    const reply = await call(t.app, `/auth/resetpassword?userEmail=${encodeURIComponent(person.email)}`, { method: 'POST' });
    const answeredAt = Date.now();
    expect(reply.status).toBe(200);

    const row = await waitForMail(t.db.db, person.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    const mail = receiver.received.find((m) => m.to.includes(person.email));
    expect(mail).toBeDefined();
    // The reply did not wait for the slow mail server, so its timing tells nothing about the account.
    expect(mail!.at).toBeGreaterThan(answeredAt);
    expect(mail!.raw).toMatch(/^From: .*no-reply@senvang\.vn>/m);
    const token = /reset-password\?token=([\w-]+)/.exec(decodeQuotedPrintable(mail!.raw))?.[1];
    expect(token).toMatch(/^[\w-]{43}$/);

    const confirmed = await call(t.app, '/auth/reset-password/confirm', {
      body: { token, password: 'Qua-Thu-Dien-2026', rePassword: 'Qua-Thu-Dien-2026' },
    });
    expect(confirmed.status).toBe(200);
    expect((await login(t.app, person.username, 'Qua-Thu-Dien-2026')).token).toBeTruthy();
  });
});

describe('SMTP delivery failures', () => {
  let refusing: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let t: TestApp;
  beforeAll(async () => {
    refusing = await startSmtpReceiver({ refuse: true });
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await refusing.close();
  });

  it('are retried, then recorded in the outbox with the attempts and the reason', async () => {
    const mailer = new SmtpMailer(t.db.db, t.app.log, { url: refusing.url, from: 'shop@example.vn', attempts: 2, retryDelayMs: 10 });
    const receipt = await mailer.send({ to: 'someone@example.com', subject: 'Xin chào', text: 'Nội dung' });
    await mailer.close();
    expect(receipt.status).toBe('failed');
    const row = await waitForMail(t.db.db, 'someone@example.com');
    expect(row).toMatchObject({ id: receipt.id, status: 'failed', attempts: 2, sentAt: null });
    expect(row.lastError).toMatch(/Mailbox unavailable/);
  });
});

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { MailMessage } from './mailer.js';

export async function insertMail(db: Db, message: MailMessage, status: 'queued' | 'sent'): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      status,
      attempts: status === 'sent' ? 1 : 0,
      sentAt: status === 'sent' ? new Date() : null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

export async function recordAttempt(db: Db, id: number, outcome: { sent: true } | { sent: false; error: string }): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      status: outcome.sent ? 'sent' : 'failed',
      sentAt: outcome.sent ? new Date() : null,
      lastError: outcome.sent ? null : outcome.error.slice(0, 2000),
    })
    .where(eq(mailOutbox.id, id));
}

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Mailer, MailMessage, MailReceipt } from './mailer.js';
import { insertMail } from './outbox.repository.js';

/**
 * Without an SMTP server the outbox is the mailbox: mails are recorded as sent and can be read in
 * the database. In development the links are also logged, so a reset link can be followed at once.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly logLinks: boolean,
  ) {}

  async send(message: MailMessage): Promise<MailReceipt> {
    const id = await insertMail(this.db, message, 'sent');
    if (this.logLinks) {
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      this.log.info({ mailId: id, to: message.to, subject: message.subject, links }, 'mail kept in mail_outbox');
    }
    return { id, status: 'sent' };
  }

  async close(): Promise<void> {}
}

import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Mailer, MailMessage, MailReceipt } from './mailer.js';
import { insertMail, recordAttempt } from './outbox.repository.js';

export interface SmtpMailerOptions {
  url: string;
  from: string;
  attempts?: number;
  /** The wait before the second attempt; it doubles for each further one. */
  retryDelayMs?: number;
}

/** Delivers through SMTP; the outbox row is written first, so no mail is lost without a trace. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly attempts: number;
  private readonly retryDelayMs: number;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: SmtpMailerOptions,
  ) {
    this.transport = nodemailer.createTransport(options.url);
    this.attempts = options.attempts ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 2000;
  }

  async send(message: MailMessage): Promise<MailReceipt> {
    const id = await insertMail(this.db, message, 'queued');
    for (let attempt = 1; attempt <= this.attempts; attempt += 1) {
      try {
        await this.transport.sendMail({
          from: this.options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await recordAttempt(this.db, id, { sent: true });
        return { id, status: 'sent' };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await recordAttempt(this.db, id, { sent: false, error: reason });
        this.log.warn({ mailId: id, attempt, reason }, 'mail delivery failed');
        if (attempt < this.attempts) await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs * 2 ** (attempt - 1)));
      }
    }
    return { id, status: 'failed' };
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from './mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

/** SMTP when SMTP_URL is set, otherwise the outbox table alone. */
export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(db, log, { url: config.SMTP_URL, from: config.MAIL_FROM });
  return new OutboxMailer(db, log, config.NODE_ENV === 'development');
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import type { BackgroundTasks } from '../../lib/background-tasks.js';

/** What the order and payment use cases need from the app; the Fastify instance itself fits. */
export interface CommerceContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** Receipts go out through it when the app has one. */
  mailer?: Mailer;
  /** Work after the reply, such as the receipt mail; closing the app waits for it. */
  tasks: BackgroundTasks;
}

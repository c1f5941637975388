import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { AccessTokens } from '../../lib/access-token.js';
import type { Mailer } from '../../lib/mail/mailer.js';

/** What the account use cases need from the app; the Fastify instance itself fits. */
export interface AccountContext {
  db: Db;
  config: Config;
  tokens: AccessTokens;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

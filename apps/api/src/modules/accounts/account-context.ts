import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { AccessTokens } from '../../lib/access-token.js';
import type { EndedSessions } from '../../lib/ended-sessions.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import type { LoginFailures } from './login-failures.js';

/** What the account use cases need from the app; the Fastify instance itself fits. */
export interface AccountContext {
  db: Db;
  config: Config;
  tokens: AccessTokens;
  endedSessions: EndedSessions;
  loginFailures: LoginFailures;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

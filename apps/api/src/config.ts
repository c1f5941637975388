import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

export const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/**
 * Which peers may name the client in X-Forwarded-For: a hop count, or addresses, CIDR ranges and
 * the names `loopback`, `linklocal` and `uniquelocal` separated by commas, compiled by the library
 * Fastify itself reads the header with, so a value it could not honour stops the start.
 */
const trustProxy = z
  .string()
  .trim()
  .default('loopback')
  .transform((value, context): ((address: string, hop: number) => boolean) => {
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      return (_address, hop) => hop < hops;
    }
    try {
      return proxyAddr.compile(value.split(',').map((entry) => entry.trim()));
    } catch {
      context.addIssue({ code: 'custom', message: 'a hop count, or addresses and CIDR ranges separated by commas' });
      return z.NEVER;
    }
  });

const fieldsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /**
   * A Unix socket the API serves on as well, for a web server on the same host: a request through
   * it costs both processes less than one over loopback TCP (decision 0185). Empty or unset: none.
   */
  API_SOCKET: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .optional(),
  /** The public origin of the web app: CORS, links in mails, MoMo return URLs. */
  WEB_ORIGIN: z.url().default('http://localhost:3000'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  REDIS_URL: optionalUrl,
  JWT_SECRET: z.string().min(32).optional(),
  JWT_ISSUER: z.string().default('senvang-data-api'),
  JWT_AUDIENCE: z.string().default('senvang-data-web'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(900).default(900),
  LONG_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * A log line as each request arrives and ends. Off by default in production: it costs about as
   * much CPU as answering a cached public read (decision 0012); errors and refusals are logged anyway.
   */
  LOG_REQUESTS: z.enum(['true', 'false']).optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  /**
   * The peers whose X-Forwarded-For names the client: rate limits and logs count that address.
   * Loopback by default: the web server on the same machine. Anyone else is counted by its own
   * address, whatever it claims (decision 0090).
   */
  TRUST_PROXY: trustProxy,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Sen Vàng Data <no-reply@senvang.vn>'),
  /** Unset for AWS S3 itself; the address of an S3-compatible service otherwise. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  /** The bucket in the path rather than the host name: on by default with S3_ENDPOINT, as S3-compatible services want it. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  GOOGLE_TOKENINFO_URL: z.url().default('https://oauth2.googleapis.com'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  /** How long to wait for Facebook or Google before giving up on a sign-in. */
  SOCIAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Wrong passwords that lock an account for one client address, the much higher number that locks
   * it for every address, and the window they are counted in, which a lock lasts to the end of
   * (decision 0080).
   */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).max(10_000).default(50),
  LOGIN_LOCK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Per address: sign-in, registration, password reset and password change. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** Per address, per minute: clients refresh about every 15 minutes, so this only stops floods. */
  REFRESH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  MOMO_ENDPOINT: z.url().default('https://test-payment.momo.vn'),
  MOMO_PARTNER_CODE: z.string().optional(),
  MOMO_ACCESS_KEY: z.string().optional(),
  MOMO_SECRET_KEY: z.string().optional(),
  BANK_WEBHOOK_SECRET: z.string().optional(),
  /** How MoMo and the bank reach this API from outside; by default the web origin's /api proxy. */
  API_PUBLIC_URL: optionalUrl,
  /**
   * 'true' lets a built-in stand-in of MoMo take payments when no MoMo keys are set: anyone can then
   * mark an order paid without paying, so it is for demos only and refused in production.
   */
  MOMO_DEMO: z.enum(['true', 'false']).default('false'),
  MOMO_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(30_000),
  /**
   * Shared with the web server: with it, a change that public pages show (an ambassador locked, a
   * review posted) makes the web server render those pages anew at once (decision 0077).
   */
  REVALIDATE_SECRET: z.string().min(16).optional(),
  /** Where the web server takes those announcements; by default the web origin's /api/revalidate. */
  WEB_REVALIDATE_URL: optionalUrl,
  /** How long each API process reuses a public report list or detail reply; 0 turns the cache off. */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
});

/** Settings that are each valid but must not meet. */
const configSchema = fieldsSchema.superRefine((config, context) => {
  if (config.NODE_ENV === 'production' && config.MOMO_DEMO === 'true') {
    context.addIssue({
      code: 'custom',
      path: ['MOMO_DEMO'],
      message: 'the MoMo stand-in gives content away for nothing; it cannot run with NODE_ENV=production',
    });
  }
});

export type Config = Omit<z.infer<typeof configSchema>, 'LOG_REQUESTS'> & { dev: boolean; jwtSecret: string; logRequests: boolean };

/** Parses the environment once; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { LOG_REQUESTS, ...config } = parsed.data;
  const dev = config.NODE_ENV !== 'production';
  return {
    ...config,
    dev,
    jwtSecret: config.JWT_SECRET ?? localSecret(config.DATA_DIR),
    logRequests: LOG_REQUESTS === undefined ? dev : LOG_REQUESTS === 'true',
  };
}

/**
 * Without JWT_SECRET a single machine keeps a random secret in its data folder, so tokens survive
 * restarts; several replicas must share JWT_SECRET instead (docs/deploy.md).
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

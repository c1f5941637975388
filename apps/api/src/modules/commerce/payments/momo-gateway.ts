import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.js';
import { httpTransport } from '../../../lib/momo/http-transport.js';
import { MomoClient, MomoUnreachable, type MomoCredentials, type MomoTransport } from '../../../lib/momo/momo-client.js';

/** Where the built-in stand-in of MoMo answers (docs/decisions/0041). */
export const MOMO_SANDBOX_PREFIX = '/v1/public/momo-sandbox';
export const MOMO_IPN_PATH = '/v1/public/momo/ipn';

export interface MomoGateway {
  client: MomoClient;
  /** The built-in stand-in takes the payments: no money moves. */
  demo: boolean;
  ipnUrl: string;
}

/** The address MoMo, the bank and browsers use to reach this API: by default the web origin's /api proxy. */
export function publicApiUrl(config: Config): string {
  return (config.API_PUBLIC_URL ?? `${config.WEB_ORIGIN.replace(/\/+$/, '')}/api`).replace(/\/+$/, '');
}

function configuredCredentials(config: Config): MomoCredentials | null {
  const partnerCode = config.MOMO_PARTNER_CODE?.trim();
  const accessKey = config.MOMO_ACCESS_KEY?.trim();
  const secretKey = config.MOMO_SECRET_KEY?.trim();
  return partnerCode && accessKey && secretKey ? { partnerCode, accessKey, secretKey } : null;
}

export function momoDemoActive(config: Config): boolean {
  return configuredCredentials(config) === null && config.MOMO_DEMO === 'true';
}

/** Whether MoMo takes payments at all: with keys, or through the stand-in. */
export function momoAvailable(config: Config): boolean {
  return configuredCredentials(config) !== null || momoDemoActive(config);
}

/** Demo keys derived from the token secret: stable across restarts and replicas, never guessable. */
export function demoCredentials(config: Config): MomoCredentials {
  return {
    partnerCode: 'MOMODEMO',
    accessKey: 'demo-access-key',
    secretKey: createHmac('sha256', config.jwtSecret).update('momo-demo-secret').digest('hex'),
  };
}

/** The demo client talks to the stand-in inside this very app, without a network hop. */
function inProcessTransport(app: FastifyInstance): MomoTransport {
  return async (path, body) => {
    const response = await app.inject({ method: 'POST', url: `${MOMO_SANDBOX_PREFIX}${path}`, payload: body });
    try {
      return response.json() as unknown;
    } catch (error) {
      throw new MomoUnreachable(`MoMo stand-in ${path} answered ${response.statusCode} without JSON`, { cause: error });
    }
  };
}

/** MoMo with the configured keys; without keys the stand-in when MOMO_DEMO is 'true', otherwise null. */
export function createMomoGateway(app: FastifyInstance): MomoGateway | null {
  const { config } = app;
  const ipnUrl = `${publicApiUrl(config)}${MOMO_IPN_PATH}`;
  const credentials = configuredCredentials(config);
  if (credentials)
    return { client: new MomoClient(credentials, httpTransport(config.MOMO_ENDPOINT, config.MOMO_TIMEOUT_MS)), demo: false, ipnUrl };
  if (!momoDemoActive(config)) return null;
  return { client: new MomoClient(demoCredentials(config), inProcessTransport(app)), demo: true, ipnUrl };
}

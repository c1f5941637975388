import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { PROVIDER_PORT, SMTP_PORT } from './accounts-env';

export interface ReceivedMail {
  to: string[];
  /** The message as sent, with quoted-printable soft breaks and escapes undone. */
  text: string;
}

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A mail server on the port the product under test was given (SMTP_URL); it keeps what it receives. */
export async function startMailReceiver() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', resolve);
  });
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function send(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/**
 * Stands in for the Graph API (/me) and Google (/tokeninfo, /userinfo) on the port the product under
 * test was given. A token `fb-<name>` or `g-<name>` belongs to a person with the address
 * `<name>@example.vn`; any other token is refused the way the providers refuse it.
 */
export async function startProviderStandIn(googleClientId: string) {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/facebook/me') {
      const name = /^fb-([\w.-]+)$/.exec(url.searchParams.get('access_token') ?? '')?.[1];
      if (!name)
        return send(response, 400, {
          error: { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 },
        });
      return send(response, 200, { id: `fb-${name}`, name: 'Lan Phạm', first_name: 'Lan', last_name: 'Phạm', email: `${name}@example.vn` });
    }
    if (url.pathname === '/google/tokeninfo') {
      const name = /^g-([\w.-]+)$/.exec(url.searchParams.get('access_token') ?? '')?.[1];
      if (!name) return send(response, 400, { error: 'invalid_token', error_description: 'Invalid Value' });
      return send(response, 200, {
        azp: googleClientId,
        aud: googleClientId,
        sub: `g-${name}`,
        email: `${name}@example.vn`,
        email_verified: 'true',
        expires_in: '3599',
      });
    }
    if (url.pathname === '/google/userinfo') {
      return send(response, 200, { name: 'Minh Võ', given_name: 'Minh', family_name: 'Võ' });
    }
    return send(response, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(PROVIDER_PORT, '127.0.0.1', resolve);
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** What the providers' browser SDKs do once the person agrees: hand the page an access token. */
export const facebookSdkStandIn = (accessToken: string) =>
  `window.FB = { init: function () {}, login: function (done) { done({ status: 'connected', authResponse: { accessToken: ${JSON.stringify(accessToken)} } }); } };`;

export const googleSdkStandIn = (accessToken: string) =>
  `window.google = { accounts: { oauth2: { initTokenClient: function (config) { return { requestAccessToken: function () { config.callback({ access_token: ${JSON.stringify(accessToken)} }); } }; } } } };`;

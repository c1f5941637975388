import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, type CallOptions } from '../accounts/account-helpers.js';

export const REVALIDATE_SECRET = 'catalogue-refresh-secret-0123456789';

/** The web server's POST /api/revalidate as the API sees it: the tags each change announced. */
export async function startWebStandIn(): Promise<{ server: Server; url: string; tags: string[][] }> {
  const tags: string[][] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      tags.push((JSON.parse(body) as { tags: string[] }).tags);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`, tags };
}

export interface Catalogue {
  t: TestApp;
  web: Awaited<ReturnType<typeof startWebStandIn>>;
  /** Calls as the demo admin, who holds every item. */
  admin: (url: string, options?: CallOptions) => ReturnType<typeof call>;
  close: () => Promise<void>;
}

export async function createCatalogue(): Promise<Catalogue> {
  const web = await startWebStandIn();
  const t = await createTestApp({ REVALIDATE_SECRET, WEB_REVALIDATE_URL: web.url });
  const [user] = await t.db.query<{ id: number }>(`select id from users where username = 'admin'`);
  const token = await t.app.tokens.sign({ userId: user!.id, username: 'admin', roles: ['ADMIN'], sessionId: randomUUID() });
  return {
    t,
    web,
    admin: (url, options = {}) => call(t.app, url, { ...options, token }),
    close: async () => {
      await t.close();
      await new Promise((resolve) => web.server.close(resolve));
    },
  };
}

/** The field errors of a refused write, as [field, message] pairs. */
export const fieldsOf = (reply: { body: { errors?: { field: string; message: string }[] } }) =>
  reply.body.errors?.map((error) => [error.field, error.message]);

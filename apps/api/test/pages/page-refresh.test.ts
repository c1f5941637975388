import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call } from '../accounts/account-helpers.js';

const SECRET = 'page-refresh-secret-0123456789';

interface Announcement {
  secret: string | undefined;
  tags: string[];
}

/** The web server's POST /api/revalidate as the API sees it: the shared secret, then the tags. */
async function startWebStandIn(): Promise<{ server: Server; url: string; received: Announcement[] }> {
  const received: Announcement[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const secret = request.headers['x-revalidate-secret'] as string | undefined;
      const { tags } = JSON.parse(body) as { tags: string[] };
      received.push({ secret, tags });
      response.writeHead(secret === SECRET ? 200 : 401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ revalidated: secret === SECRET ? tags : [] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`, received };
}

let web: Awaited<ReturnType<typeof startWebStandIn>>;
let t: TestApp;
let quiet: TestApp;
let refused: TestApp;

async function tokenFor(app: TestApp, username: string) {
  const [user] = await app.db.query<{ id: number }>('select id from users where username = $1', [username]);
  return app.app.tokens.sign({ userId: user!.id, username, roles: ['USER'], sessionId: randomUUID() });
}

/** Staff lock the newest ambassador the public can see. */
async function lockAnAmbassador(app: TestApp) {
  const [row] = await app.db.query<{ id: number }>(
    `select id from ambassadors where registration_status = 'approved' and status <> 'lock' order by id desc limit 1`,
  );
  const reply = await call(app.app, '/v1/admin/ambassador/change-status', {
    method: 'PUT',
    token: await tokenFor(app, 'admin'),
    body: { id: row!.id, status: 'lock' },
  });
  return { id: row!.id, reply };
}

beforeAll(async () => {
  web = await startWebStandIn();
  [t, quiet, refused] = await Promise.all([
    createTestApp({ REVALIDATE_SECRET: SECRET, WEB_REVALIDATE_URL: web.url }),
    createTestApp({ WEB_REVALIDATE_URL: web.url }),
    createTestApp({ REVALIDATE_SECRET: 'a-secret-the-web-server-does-not-know', WEB_REVALIDATE_URL: web.url }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), quiet.close(), refused.close()]);
  await new Promise((resolve) => web.server.close(resolve));
});

describe('pages shown again at once after a change', () => {
  it('locking an ambassador renders the ambassador pages and the projects anew', async () => {
    web.received.length = 0;
    const { id, reply } = await lockAnAmbassador(t);
    expect(reply.status).toBe(200);
    expect(web.received).toEqual([{ secret: SECRET, tags: ['ambassadors', 'projects'] }]);
    expect((await call(t.app, `/v1/public/ambassador/detail/${id}`)).status).toBe(404);
  });

  it('switching an account off does the same, for the ambassador it may hold', async () => {
    web.received.length = 0;
    const [user] = await t.db.query<{ id: number }>(`select id from users where username = 'khachhang'`);
    const reply = await call(t.app, '/v1/admin/users/update-status', {
      method: 'PUT',
      token: await tokenFor(t, 'admin'),
      body: { user_id: user!.id, status: 'inactive' },
    });
    expect(reply.status).toBe(200);
    expect(web.received).toEqual([{ secret: SECRET, tags: ['ambassadors', 'projects'] }]);
  });

  it('a review and a reply renders the pages showing reviews anew', async () => {
    web.received.length = 0;
    const token = await tokenFor(t, 'daisu');
    const [report] = await t.db.query<{ id: number }>(
      `select r.id from reports r where r.active and not exists (
         select 1 from reviews v join users u on u.id = v.user_id where v.report_id = r.id and u.username = 'daisu'
       ) order by r.id limit 1`,
    );
    const review = await call(t.app, '/v1/review', { body: { report_id: report!.id, rating: 5, content: 'Số liệu rõ ràng.' }, token });
    expect(review.status).toBe(200);
    const reply = await call(t.app, '/v1/sub-review', { body: { review_id: review.body.result.id, content: 'Cảm ơn bạn.' }, token });
    expect(reply.status).toBe(200);
    expect(web.received).toEqual([
      { secret: SECRET, tags: ['reviews'] },
      { secret: SECRET, tags: ['reviews'] },
    ]);
  });

  it('a refused announcement leaves the change made and answered', async () => {
    web.received.length = 0;
    const { id, reply } = await lockAnAmbassador(refused);
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({ id, status: 'lock' });
    expect(web.received).toEqual([{ secret: 'a-secret-the-web-server-does-not-know', tags: ['ambassadors', 'projects'] }]);
  });

  it('without a shared secret nothing is announced and pages wait for their timer', async () => {
    web.received.length = 0;
    const { reply } = await lockAnAmbassador(quiet);
    expect(reply.status).toBe(200);
    expect(web.received).toEqual([]);
  });
});

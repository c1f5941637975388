import { randomInt, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { BACKEND_HEADER, startCluster, type Cluster } from './scale-cluster';

/**
 * docs/deploy.md says both kinds of process are stateless, so the shop may run several of each
 * behind a balancer. These stories check it on two API and two web processes sharing one
 * PostgreSQL and one Redis (decision 0101).
 */

// One cluster for the whole file: starting it is most of the cost. A failure is not retried: the
// stories are deterministic, and a retry would start a second cluster.
test.describe.configure({ retries: 0, timeout: 60_000 });

let cluster: Cluster;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cluster = await startCluster(process.env.TEST_DATABASE_URL!, process.env.TEST_REDIS_URL!);
});

// What the processes wrote names the cause of a failure the replies alone do not show.
test.afterEach(() => {
  const { status, expectedStatus } = test.info();
  if (cluster && status !== expectedStatus) console.log(cluster.outputs());
});

test.afterAll(async () => {
  await cluster?.stop();
});

/** The demo accounts of a fresh shop (README). */
const passwords: Record<string, string> = { admin: 'Admin@2026!', khachhang: 'Khach@2026!' };

/** A client address of the story's own, so its limits count only its requests. */
function clientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

const byNumber = (a: number, b: number) => a - b;

const on = (backend: 1 | 2, extra: Record<string, string> = {}) => ({ [BACKEND_HEADER]: String(backend), ...extra });

async function signInToApi(request: APIRequestContext, backend: 1 | 2, username: string) {
  const response = await request.post(`${cluster.apiUrl}/auth/authenticate`, {
    headers: on(backend, { 'x-forwarded-for': clientAddress() }),
    data: { username, password: passwords[username] },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { token: string; long_token: string } }).result;
}

/** The `Cookie` header a browser would send back after these `Set-Cookie` answers. */
function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

test('the sign-in limit counts the attempts made on both API processes together', async ({ request }) => {
  // AUTH_RATE_LIMIT_MAX as it ships: 10 attempts per address in 10 minutes.
  const limit = 10;
  const address = clientAddress();
  const statuses: number[] = [];
  for (let attempt = 0; attempt < limit + 2; attempt += 1) {
    const response = await request.post(`${cluster.apiUrl}/auth/authenticate`, {
      headers: on(((attempt % 2) + 1) as 1 | 2, { 'x-forwarded-for': address }),
      data: { username: `khongcoai${attempt}`, password: 'Sai@2026!' },
    });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, limit)).not.toContain(429);
  // The eleventh attempt lands on the first process, the twelfth on the second: both refuse.
  expect(statuses.slice(limit)).toEqual([429, 429]);
});

test('a change announced to one web process shows on the pages the other serves', async ({ request }) => {
  const {
    rows: [ambassador],
  } = await cluster.db.query<{ id: number }>('select a.id from ambassadors a join users u on u.id = a.user_id where u.username = $1', [
    'daisu',
  ]);
  const page = `${cluster.webUrl}/ambassador-detail/${ambassador!.id}`;
  const status = async (backend: 1 | 2) => (await request.get(page, { headers: on(backend), maxRedirects: 0 })).status();

  // Both web processes render it, so each holds the ambassador's API answers in its data cache: a
  // cache of its own would keep serving the unlocked ambassador after the announcement below.
  expect(await status(1)).toBe(200);
  expect(await status(2)).toBe(200);

  // Staff lock the ambassador through the first API process, which tells only the first web process.
  const staff = await signInToApi(request, 1, 'admin');
  const setStatus = async (value: 'lock' | 'active') => {
    const response = await request.put(`${cluster.apiUrl}/v1/admin/ambassador/change-status`, {
      headers: on(1, { authorization: `Bearer ${staff.token}` }),
      data: { id: ambassador!.id, status: value },
    });
    expect(response.ok()).toBe(true);
  };
  await setStatus('lock');
  await expect.poll(() => status(2), { timeout: 5000 }).toBe(404);
  await setStatus('active');
  await expect.poll(() => status(2), { timeout: 5000 }).toBe(200);
});

test('a process killed under 100 concurrent checkouts loses no acknowledged order and leaves none half-written', async ({ request }) => {
  test.setTimeout(120_000);
  const buyer = await signInToApi(request, 1, 'khachhang');
  const {
    rows: [offer],
  } = await cluster.db.query<{ report_id: number; package_id: number; user_id: number }>(
    `select rp.report_id, rp.package_id, u.id as user_id
       from report_packages rp join reports r on r.id = rp.report_id, users u
      where u.username = $1 and r.active and rp.package_id = 3
        and not exists (select 1 from entitlements e where e.user_id = u.id and e.report_id = r.id)
      order by r.id limit 1`,
    ['khachhang'],
  );
  const before = await cluster.db.query<{ id: number }>('select id from orders where user_id = $1', [offer!.user_id]);
  const checkout = (key: string) =>
    fetch(`${cluster.apiUrl}/v1/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ buy_now: { report_id: offer!.report_id, type_id: offer!.package_id }, payment_method: 'bank_transfer' }),
    });

  const keys = Array.from({ length: 100 }, () => randomUUID());
  let killed: Promise<void> | null = null;
  const acknowledged = new Map<string, number>();
  const outcomes = await Promise.all(
    keys.map(async (key) => {
      // A reply cut off halfway is as unacknowledged as no reply.
      const response = await checkout(key).catch(() => null);
      if (!response) return false;
      // The second API process dies as soon as it has confirmed its first order, with its share of
      // the others still in its hands.
      if (response.ok && response.headers.get(BACKEND_HEADER) === '2') killed ??= cluster.api[1].kill();
      const answer = response.ok ? ((await response.json().catch(() => null)) as { result: { id: number } } | null) : null;
      if (!answer) return false;
      acknowledged.set(key, answer.result.id);
      return true;
    }),
  );
  await killed;
  expect(killed, 'the second process confirmed an order before it was killed').not.toBeNull();
  const lost = keys.filter((_, index) => !outcomes[index]);
  expect(lost.length, 'checkouts cut off by the kill').toBeGreaterThan(0);

  // Every order that was confirmed is there, whole.
  const confirmedIds = [...acknowledged.values()];
  const stored = await cluster.db.query<{ id: number }>('select id from orders where id = any($1)', [confirmedIds]);
  expect(stored.rows.map((row) => row.id).sort(byNumber)).toEqual([...confirmedIds].sort(byNumber));

  // The buyer tries the cut-off checkouts again with the same keys, on the process still running.
  for (const key of lost) {
    const response = await checkout(key);
    expect(response.status).toBe(200);
    acknowledged.set(key, ((await response.json()) as { result: { id: number } }).result.id);
  }
  const ids = [...acknowledged.values()];
  expect(new Set(ids).size).toBe(100);

  const placed = await cluster.db.query<{ id: number; subtotal: string; discount: string; total: string; items: number; priced: string }>(
    `select o.id, o.subtotal, o.discount, o.total, count(i.id)::int as items, coalesce(sum(i.price), 0) as priced
       from orders o left join order_items i on i.order_id = o.id
      where o.user_id = $1 and not (o.id = any($2))
      group by o.id`,
    [offer!.user_id, before.rows.map((row) => row.id)],
  );
  // Exactly one order per checkout: none lost, none twice, none without its items or its sums.
  expect(placed.rows.map((row) => row.id).sort(byNumber)).toEqual(ids.sort(byNumber));
  // Money columns are bigint, which this client reads as text.
  for (const order of placed.rows) {
    expect(order.items).toBe(1);
    expect(Number(order.priced)).toBe(Number(order.subtotal));
    expect(Number(order.total)).toBe(Number(order.subtotal) - Number(order.discount));
  }
  const answers = await cluster.db.query<{ unanswered: number }>(
    `select count(*)::int as unanswered from idempotency_keys where key = any($1) and response is null`,
    [keys],
  );
  expect(answers.rows[0]!.unanswered).toBe(0);

  // The killed process comes back and takes its share again.
  await cluster.api[1].start();
});

test('signing out through one process ends the session on the other', async ({ request }) => {
  const customer = { username: 'khachhang', password: passwords.khachhang };
  const visitor = { 'x-forwarded-for': clientAddress(), 'content-type': 'application/json' };

  // In the browser: signed in and out through the first web process, the old cookies sent to the second.
  const login = await fetch(`${cluster.webUrl}/api/auth/login`, {
    method: 'POST',
    headers: on(1, visitor),
    body: JSON.stringify({ username: customer.username, password: customer.password }),
  });
  expect(login.ok, `the web sign-in answered ${login.status}: ${login.ok ? '' : await login.text()}`).toBe(true);
  const cookies = cookieHeader(login);
  expect(cookies).toMatch(/(^|; )token=/);
  expect(cookies).toMatch(/(^|; )long_token=/);
  const me = (backend: 1 | 2) => fetch(`${cluster.webUrl}/api/v1/me`, { headers: on(backend, { cookie: cookies }) });
  expect((await me(2)).status).toBe(200);
  const logout = await fetch(`${cluster.webUrl}/api/auth/logout`, {
    method: 'POST',
    headers: on(1, { ...visitor, cookie: cookies }),
    body: '{}',
  });
  expect(logout.ok).toBe(true);
  const replayed = await me(2);
  expect(replayed.status).toBe(401);
  expect(replayed.headers.get('x-session-expired')).toBe('1');

  // A client of the API itself: the access token and the long token of a session ended on the first
  // API process are refused by the second.
  const session = await signInToApi(request, 1, customer.username);
  expect((await request.get(`${cluster.apiUrl}/v1/me`, { headers: on(2, { authorization: `Bearer ${session.token}` }) })).status()).toBe(
    200,
  );
  const ended = await request.post(`${cluster.apiUrl}/auth/logout`, { headers: on(1), data: { longToken: session.long_token } });
  expect(ended.ok()).toBe(true);
  expect((await request.get(`${cluster.apiUrl}/v1/me`, { headers: on(2, { authorization: `Bearer ${session.token}` }) })).status()).toBe(
    401,
  );
  const refreshed = await request.post(`${cluster.apiUrl}/v1/public/users/refresh-token`, {
    headers: on(2),
    data: { long_token: session.long_token },
  });
  expect(refreshed.status()).toBe(401);
});

// Last: its attempts count against the one address every request through the web balancer has (the
// sign-in of the story above is one of them).
test('a visitor cannot name the address the limits count, on either web process', async () => {
  const limit = 10;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < limit + 2; attempt += 1) {
    const response = await fetch(`${cluster.webUrl}/api/auth/login`, {
      method: 'POST',
      headers: on(((attempt % 2) + 1) as 1 | 2, { 'x-forwarded-for': clientAddress(), 'content-type': 'application/json' }),
      body: JSON.stringify({ username: `khongcoai${attempt}`, password: 'Sai@2026!' }),
    });
    statuses.push(response.status);
  }
  // Forged addresses would each start a count of their own and never reach the limit.
  expect(statuses.slice(limit)).toEqual([429, 429]);
});

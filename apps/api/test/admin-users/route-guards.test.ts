import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionItems } from '@app/contracts/permissions.js';
import { userPermissions } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, login, registerUser, setRoles, type CallOptions } from '../accounts/account-helpers.js';

interface LiveRoute {
  method: NonNullable<CallOptions['method']>;
  url: string;
}

/**
 * The app's own route table, read from `printRoutes`: a tree whose lines are indented by four
 * characters per level, each naming the part of the path it adds and its methods.
 */
function liveRoutes(tree: string): LiveRoute[] {
  const routes: LiveRoute[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const url = stack.join('');
    // OPTIONS is the CORS preflight, answered for every path.
    const methods = (match[3] ?? '').split(', ').filter((method) => method && method !== 'OPTIONS');
    for (const method of methods) routes.push({ method: method as LiveRoute['method'], url });
  }
  return routes;
}

const bodyFor = (route: LiveRoute) => (route.method === 'GET' || route.method === 'HEAD' ? undefined : {});

/** A concrete address for a route pattern: every parameter becomes 1. */
const concrete = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*/g, 'x');

let t: TestApp;
let customerToken: string;
/** Two staff members splitting the items between them: every admin route belongs to exactly one. */
let staffTokens: [string, string];
let routes: LiveRoute[];

async function staffHolding(codes: string[]): Promise<string> {
  const staff = await registerUser(t.app);
  await setRoles(t.db.db, staff.id, ['STAFF']);
  await t.db.db.insert(userPermissions).values(codes.map((itemCode) => ({ userId: staff.id, itemCode })));
  return (await login(t.app, staff.username, staff.password)).token;
}

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  const customer = await registerUser(t.app);
  customerToken = (await login(t.app, customer.username, customer.password)).token;
  const codes = permissionItems.map((item) => item.code);
  staffTokens = [
    await staffHolding(codes.filter((_, index) => index % 2 === 0)),
    await staffHolding(codes.filter((_, index) => index % 2 === 1)),
  ];
  routes = liveRoutes(t.app.printRoutes({ commonPrefix: false }));
});
afterAll(() => t.close());

describe('the live route table', () => {
  it('is read completely', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toContain('POST /v1/admin/users/search');
    expect(urls).toContain('GET /v1/admin/role/get-all');
    expect(urls).toContain('GET /v1/public/provinces/:id');
    expect(urls).toContain('GET /v1/me');
    expect(urls).toContain('POST /v1/admin/contact-request/export/excel');
    expect(urls).toContain('GET /v1/admin/dashboard');
    expect(urls).toContain('GET /v1/admin/audit/order/:id');
  });

  it('every /v1/admin/* route answers 401 without a token and 403 to a customer', async () => {
    const admin = routes.filter((route) => route.url.startsWith('/v1/admin/'));
    expect(admin.length).toBeGreaterThanOrEqual(6);
    const failures: string[] = [];
    for (const route of admin) {
      const method = route.method;
      const body = bodyFor(route);
      const anonymous = await call(t.app, concrete(route.url), { method, body });
      if (anonymous.status !== 401) failures.push(`${route.method} ${route.url} without a token: ${anonymous.status}`);
      const customer = await call(t.app, concrete(route.url), { method, token: customerToken, body });
      if (customer.status !== 403) failures.push(`${route.method} ${route.url} as a customer: ${customer.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('every /v1/admin/* route answers 403 to staff holding other items and lets the holder of its item through', async () => {
    const admin = routes.filter((route) => route.url.startsWith('/v1/admin/'));
    const failures: string[] = [];
    for (const route of admin) {
      const statuses = [];
      for (const token of staffTokens) {
        statuses.push((await call(t.app, concrete(route.url), { method: route.method, token, body: bodyFor(route) })).status);
      }
      // Each item is held by exactly one of the two: one is refused, the other gets past the guard.
      if (statuses.filter((status) => status === 403).length !== 1) failures.push(`${route.method} ${route.url}: ${statuses.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('every /v1/upload/* route answers 403 to a customer, and lets staff holding some admin item through', async () => {
    const uploads = routes.filter((route) => route.url.startsWith('/v1/upload/'));
    expect(uploads.map((route) => route.url).sort()).toEqual(['/v1/upload/file', '/v1/upload/img', '/v1/upload/report-content']);
    const failures: string[] = [];
    for (const route of uploads) {
      const customer = await call(t.app, concrete(route.url), { method: route.method, token: customerToken, body: {} });
      if (customer.status !== 403) failures.push(`${route.method} ${route.url} as a customer: ${customer.status}`);
      const statuses = [];
      for (const token of staffTokens)
        statuses.push((await call(t.app, concrete(route.url), { method: route.method, token, body: {} })).status);
      // The report-content upload needs its item, held by one of the two; the others take any item.
      const refused = statuses.filter((status) => status === 403).length;
      if (refused !== (route.url === '/v1/upload/report-content' ? 1 : 0))
        failures.push(`${route.method} ${route.url}: ${statuses.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('every other /v1/* route outside /v1/public/ answers 401 without a token', async () => {
    const user = routes.filter(
      (route) => route.url.startsWith('/v1/') && !route.url.startsWith('/v1/public/') && !route.url.startsWith('/v1/admin/'),
    );
    expect(user.length).toBeGreaterThanOrEqual(5);
    const failures: string[] = [];
    for (const route of user) {
      const reply = await call(t.app, concrete(route.url), { method: route.method, body: bodyFor(route) });
      if (reply.status !== 401) failures.push(`${route.method} ${route.url}: ${reply.status}`);
    }
    expect(failures).toEqual([]);
  });
});

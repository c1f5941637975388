import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: 'path' | 'query' | 'header'; required?: boolean }[];
  hasBody: boolean;
}

/** Values that are wrong in many ways at once: types, ranges, encodings, sizes, injection. */
const junkValues = [
  'abc',
  '-1',
  '0',
  '1e309',
  '2147483648',
  "1' OR '1'='1",
  '%00',
  '<script>alert(1)</script>',
  'x'.repeat(5000),
  '[]',
  '{}',
  'true',
];
const junkBodies: unknown[] = [
  {},
  [],
  'text',
  42,
  null,
  { page: -1, page_size: 'all', id: 'x' },
  { a: { b: { c: [1, { d: 'x'.repeat(20_000) }] } } },
];

let t: TestApp;
let operations: Operation[] = [];
let adminToken = '';

beforeAll(async () => {
  t = await createTestApp();
  const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: unknown }>>;
  };
  operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      hasBody: Boolean(op.requestBody),
    })),
  );
  const [admin] = await t.db.query<{ id: number }>("select id from users where username = 'admin'");
  const adminId = admin?.id;
  if (adminId) adminToken = await t.app.tokens.sign({ userId: adminId, username: 'admin', roles: ['ADMIN'], sessionId: randomUUID() });
});
afterAll(() => t.close());

function fillPath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
}

describe('every documented route refuses bad input with a 4xx envelope', () => {
  it('covers the documented routes', () => {
    expect(operations.length).toBeGreaterThan(5);
  });

  it('never answers 5xx to junk parameters and bodies, signed in as an administrator', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      const queryNames = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      for (const [index, value] of junkValues.entries()) {
        const query = new URLSearchParams(queryNames.map((name): [string, string] => [name, value])).toString();
        const url = fillPath(op.path, value) + (query ? `?${query}` : '');
        const body = op.hasBody ? junkBodies[index % junkBodies.length] : undefined;
        const response = await t.app.inject({
          method: op.method as 'GET',
          url,
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
          payload: body === undefined ? undefined : JSON.stringify(body),
        });
        if (response.statusCode >= 500)
          failures.push(`${op.method} ${url.slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400) {
          const envelope = response.json() as { code: number; message: string };
          if (envelope.code !== response.statusCode || !envelope.message)
            failures.push(`${op.method} ${url.slice(0, 80)}: not an error envelope`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('never answers 5xx to a malformed JSON body', async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => o.hasBody)) {
      const response = await t.app.inject({
        method: op.method as 'POST',
        url: fillPath(op.path, '1'),
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        payload: '{"unterminated": ',
      });
      if (response.statusCode >= 500) failures.push(`${op.method} ${op.path} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});

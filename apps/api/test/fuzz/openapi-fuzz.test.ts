import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Walks every operation of the OpenAPI document with inputs built from its own parameter and body
 * schemas, then spoiled in one place, and fails on any 5xx or on a 4xx that is not an error envelope.
 * Fixed seed and bounded runs: the same requests every time, in a few seconds per database.
 */

interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
}

interface Spec {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  components?: { schemas?: Record<string, Schema> };
}

/** The request as data: every leaf of it is a place to spoil. */
interface Input {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

const SEED = 20_260_517;
const RUNS_PER_FIELD = 6;
const SHARDS = 4;
const DEEP = 10_000;

const nestedArrays = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

const hostileStrings = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(10_000),
  'Ⓤ𝔫𝔦𝔠𝔬𝔡𝔢 ☃ \u202e\u200b 🏠 Hà Nội',
  '\ud800',
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '',
  ' ',
];
const hostileNumbers = [2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, -1, 0, 0.5, 2 ** 53 + 2, 1e21, 1e308];
const wrongTypes: unknown[] = [null, true, [], {}, [[]], { a: { b: {} } }, '1e309', 'NaN'];

/** Bodies that no schema sees: what the content type parsers must refuse on their own. */
const rawBodies = [
  { contentType: 'application/json', payload: nestedArrays(DEEP) },
  { contentType: 'application/json', payload: `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}` },
  { contentType: 'application/json', payload: '{"unterminated": ' },
  { contentType: 'application/json', payload: '{"__proto__": {"admin": true}}' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  { contentType: 'multipart/form-data; boundary=X', payload: '--X\r\nContent-Disposition: form-data; name="a"\r\n\r\ncut short' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=%00&b=2147483648&c[d]=1' },
  { contentType: 'text/plain', payload: 'text' },
];

let t: TestApp;
let operations: Operation[] = [];
let components: Record<string, Schema> = {};
type Identity = 'anonymous' | 'customer' | 'admin';
const tokens: Record<Identity, string | undefined> = { anonymous: undefined, customer: undefined, admin: undefined };
let requestCount = 0;

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return resolve(components[name] ?? {});
}

function boundedInt(schema: Schema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -5, -1000);
  const max = Math.min(schema.maximum ?? 1000, Math.max(min, 1000));
  return fc.integer({ min: Math.min(min, max), max });
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 20, 40);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === 'date')
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2030-12-31') }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc.oneof(
        fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? Infinity)),
        fc.string({ minLength, maxLength }),
      );
    } catch {
      // A pattern in a syntax this engine does not read: plain strings then.
    }
  }
  return fc.string({ minLength, maxLength });
}

/** Values that follow the schema, within small bounds so that they mostly pass validation. */
function valueFor(raw: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  const plain = plainValueFor(schema, depth);
  return schema.nullable ? fc.oneof(plain, fc.constant(null)) : plain;
}

function plainValueFor(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, depth)));
  if (schema.allOf?.length) return valueFor(Object.assign({}, ...schema.allOf.map(resolve)) as Schema, depth);
  const type = Array.isArray(schema.type) ? (schema.type.find((item) => item !== 'null') ?? 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return boundedInt(schema);
    case 'number':
      return fc.oneof(boundedInt(schema), fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, valueFor(value, depth + 1)]),
      );
      return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A place in the request that one run spoils: a path or query parameter, a body field, or the body. */
interface Field {
  where: 'params' | 'query' | 'body';
  name?: string;
  schema: Schema;
}

function fieldsOf(op: Operation): Field[] {
  const parameters = op.parameters
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p): Field => ({ where: p.in === 'path' ? 'params' : 'query', name: p.name, schema: p.schema ?? {} }));
  if (!op.body) return parameters;
  const body = resolve(op.body);
  const properties = Object.entries(body.properties ?? {}).map(([name, schema]): Field => ({ where: 'body', name, schema }));
  return [...parameters, ...properties, { where: 'body', schema: body }];
}

/** Well-formed input, with the spoiled field always present so that its value is what gets judged. */
function inputFor(op: Operation, field: Field): fc.Arbitrary<Input> {
  const group = (where: 'path' | 'query') => {
    const list = op.parameters.filter((p) => p.in === where);
    const spoiled = field.where === (where === 'path' ? 'params' : 'query') ? field.name : undefined;
    return fc.record(Object.fromEntries(list.map((p) => [p.name, valueFor(p.schema ?? { type: 'string' })])), {
      requiredKeys: list.filter((p) => p.required || where === 'path' || p.name === spoiled).map((p) => p.name),
    });
  };
  let body: fc.Arbitrary<unknown> = fc.constant(undefined);
  if (op.body) {
    const schema = resolve(op.body);
    body =
      field.where === 'body' && field.name && schema.properties
        ? valueFor({ ...schema, required: [...(schema.required ?? []), field.name] })
        : valueFor(schema);
  }
  return fc.record({ params: group('path'), query: group('query'), body });
}

function typesOf(raw: Schema): string[] {
  const schema = resolve(raw);
  const own = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return [...own, ...(schema.anyOf ?? schema.oneOf ?? []).flatMap(typesOf)];
}

const insertNul = (text: string, at: number) => `${text.slice(0, at % (text.length + 1))}\u0000${text.slice(at % (text.length + 1))}`;
/** Whole numbers that JavaScript holds exactly but a 32-bit integer column does not. */
const outOfRangeNumbers = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 32, Number.MAX_SAFE_INTEGER);
const otherNumbers = fc.constantFrom(...hostileNumbers);
const otherKinds = fc.constantFrom<unknown>(...wrongTypes, ...hostileStrings, ...hostileNumbers, JSON.parse(nestedArrays(100)));

/** Hostile values for one field, most of them of its own type so that they pass the type check and go further. */
function hostileFor(field: Field): fc.Arbitrary<unknown> {
  const types = typesOf(field.schema);
  if (types.includes('integer') || types.includes('number'))
    return fc.oneof(
      { weight: 3, arbitrary: outOfRangeNumbers },
      { weight: 1, arbitrary: otherNumbers },
      { weight: 1, arbitrary: otherKinds },
    );
  if (types.includes('string')) {
    const withNul = fc.tuple(stringFor(resolve(field.schema)), fc.nat()).map(([text, at]) => insertNul(text, at));
    return fc.oneof(
      { weight: 3, arbitrary: withNul },
      { weight: 1, arbitrary: fc.constantFrom(...hostileStrings) },
      { weight: 1, arbitrary: otherKinds },
    );
  }
  return otherKinds;
}

function spoil(input: Input, field: Field, value: unknown): Input {
  if (field.where === 'body' && !field.name) return { ...input, body: value };
  if (field.where === 'body') {
    const body = typeof input.body === 'object' && input.body !== null ? input.body : {};
    return { ...input, body: { ...body, [field.name ?? '']: value } };
  }
  return { ...input, [field.where]: { ...input[field.where], [field.name ?? '']: value } };
}

/** As text in an address; a lone surrogate has no UTF-8 form and becomes U+FFFD, as a browser sends it. */
function queryText(value: unknown): string {
  return (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).replace(/\p{Surrogate}/gu, '\ufffd');
}

function urlOf(op: Operation, input: Input): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(queryText(input.params[name] ?? 'x')));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, queryText(item));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** A different address for every request, so the per-address limits never hide an answer. */
function nextAddress(): string {
  requestCount++;
  return `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`;
}

async function send(op: Operation, who: Identity, locale: 'vi' | 'en', input: Input, raw?: (typeof rawBodies)[number]) {
  const token = tokens[who];
  const headers: Record<string, string> = { 'accept-language': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  let payload: string | undefined;
  if (raw) {
    headers['content-type'] = raw.contentType;
    payload = raw.payload;
  } else if (op.body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(input.body) ?? 'null';
  }
  const url = urlOf(op, input);
  const response = await t.app.inject({ method: op.method as 'POST', url, headers, payload, remoteAddress: nextAddress() });
  const problem =
    response.statusCode >= 500
      ? `${response.statusCode} ${response.body.slice(0, 160)}`
      : response.statusCode >= 400 && !isEnvelope(response.json(), response.statusCode)
        ? `${response.statusCode} without an error envelope`
        : undefined;
  return problem && `${op.method} ${url.slice(0, 100)} (${who}${raw ? `, ${raw.contentType}` : ''}) → ${problem}`;
}

function isEnvelope(body: unknown, status: number): boolean {
  const envelope = body as { code?: unknown; message?: unknown } | null;
  return envelope?.code === status && typeof envelope.message === 'string' && envelope.message !== '';
}

const identities = fc.constantFrom<Identity>('anonymous', 'customer', 'admin');
const locales = fc.constantFrom<'vi' | 'en'>('vi', 'en');

beforeAll(async () => {
  t = await createTestApp();
  const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as Spec;
  components = spec.components?.schemas ?? {};
  operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema ?? (op.requestBody ? {} : undefined),
    })),
  );
  const users = await t.db.query<{ id: number; username: string }>(
    "select id, username from users where username in ('admin', 'khachhang')",
  );
  for (const user of users) {
    const admin = user.username === 'admin';
    tokens[admin ? 'admin' : 'customer'] = await t.app.tokens.sign({
      userId: user.id,
      username: user.username,
      roles: [admin ? 'ADMIN' : 'USER'],
      sessionId: randomUUID(),
    });
  }
});
afterAll(() => t.close());

describe('every documented operation refuses hostile input with a 4xx envelope', () => {
  it('reads the operations and signs in a customer and an administrator', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(tokens.customer).toBeTruthy();
    expect(tokens.admin).toBeTruthy();
  });

  // The operations are shared out between several tests so that each keeps its own time limit as the API grows.
  it.each(Array.from({ length: SHARDS }, (_, shard) => shard))(
    'never answers 5xx to a spoiled parameter or body field, anonymous, as a customer or as an administrator (share %i)',
    async (shard) => {
      const failures: string[] = [];
      for (const [index, op] of operations.entries()) {
        if (index % SHARDS !== shard) continue;
        for (const field of fieldsOf(op)) {
          const run = fc.asyncProperty(inputFor(op, field), hostileFor(field), identities, locales, async (input, value, who, locale) => {
            const failure = await send(op, who, locale, spoil(input, field, value));
            if (failure) failures.push(failure);
          });
          await fc.assert(run, { seed: SEED + index, numRuns: RUNS_PER_FIELD });
        }
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );

  it('never answers 5xx to a body its parsers must refuse: too deep, malformed, without a boundary, of another type', async () => {
    const failures: string[] = [];
    for (const [index, op] of operations.filter((o) => o.body).entries()) {
      const run = fc.asyncProperty(inputFor(op, { where: 'body', schema: {} }), identities, locales, async (input, who, locale) => {
        for (const raw of rawBodies) {
          const failure = await send(op, who, locale, input, raw);
          if (failure) failures.push(failure);
        }
      });
      await fc.assert(run, { seed: SEED + index, numRuns: 1 });
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

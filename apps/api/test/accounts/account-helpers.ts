import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.js';
import { roles, userRoles, users } from '../../src/db/schema/index.js';

export interface CallOptions {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sent URL-encoded. */
  form?: Record<string, string>;
  /** Sent as multipart/form-data, as a browser sends a FormData. */
  formData?: Record<string, string>;
  token?: string;
  language?: string;
  /** The client's address as the API sees it. */
  address?: string;
}

export interface Reply {
  status: number;
  // Replies are read loosely in tests; each assertion says what it expects.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export async function call(app: FastifyInstance, url: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { 'accept-language': options.language ?? 'vi' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | Buffer | undefined;
  if (options.formData) {
    const form = new FormData();
    for (const [name, value] of Object.entries(options.formData)) form.set(name, value);
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    headers['content-type'] = encoded.headers.get('content-type') ?? '';
    payload = Buffer.from(await encoded.arrayBuffer());
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  const response = await app.inject({
    method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
    url,
    headers,
    payload,
    remoteAddress: options.address,
  });
  // A file (an export) comes back as it is; everything else is the JSON envelope.
  const json = String(response.headers['content-type'] ?? 'application/json').includes('json');
  return { status: response.statusCode, body: response.body ? (json ? response.json() : response.rawPayload) : null };
}

export interface TestUser {
  id: number;
  username: string;
  email: string;
  phone: string;
  password: string;
}

let counter = 0;

/** A customer account through the register route, with a unique name, email and phone. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<Record<'first_name' | 'last_name' | 'email' | 'phone' | 'password' | 'username', string>> = {},
): Promise<TestUser> {
  counter += 1;
  const stamp = `${process.pid % 1000}${counter}${Date.now() % 100000}`;
  const input = {
    first_name: 'Lan',
    last_name: 'Nguyễn Thị',
    email: `khach.${stamp}@example.com`,
    phone: `09${stamp.padStart(8, '0').slice(-8)}`,
    password: 'Hoa-Sen-Vang-2026',
    ...overrides,
  };
  const reply = await call(app, '/auth/register', { body: { ...input, rePassword: input.password } });
  if (reply.status !== 200) throw new Error(`register failed: ${JSON.stringify(reply.body)}`);
  return {
    id: reply.body.result.id,
    username: reply.body.result.username,
    email: input.email,
    phone: input.phone,
    password: input.password,
  };
}

export async function login(app: FastifyInstance, username: string, password: string): Promise<{ token: string; long_token: string }> {
  const reply = await call(app, '/auth/authenticate', { body: { username, password } });
  if (reply.status !== 200) throw new Error(`login failed: ${JSON.stringify(reply.body)}`);
  return reply.body.result;
}

/** Staff accounts are made by giving a registered customer more roles. */
export async function setRoles(db: Db, userId: number, codes: string[]): Promise<void> {
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.code, codes));
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  await db.insert(userRoles).values(found.map((role) => ({ userId, roleId: role.id })));
}

export async function userRow(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

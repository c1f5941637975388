import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as proxyPost } from './[...path]/route';
import { POST as changePassword } from './auth/change-password/route';
import { POST as login } from './auth/login/route';
import { POST as logout } from './auth/logout/route';
import { POST as register } from './auth/register/route';
import { POST as socialLogin } from './auth/social/[provider]/route';

const SITE = 'http://senvang.example';

type Route = (request: Request) => Promise<Response>;

const proxy: Route = (request) => proxyPost(request, { params: Promise.resolve({ path: ['v1', 'cart'] }) });

const routes: [string, string, Route][] = [
  ['login', '/api/auth/login', login],
  ['registration', '/api/auth/register', register],
  ['logout', '/api/auth/logout', logout],
  ['password change', '/api/auth/change-password', changePassword],
  ['social sign-in', '/api/auth/social/google', (request) => socialLogin(request, { params: Promise.resolve({ provider: 'google' }) })],
  ['API proxy', '/api/v1/cart', proxy],
];

function request(path: string, headers: Record<string, string>, body: string): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { host: 'senvang.example', 'content-length': String(Buffer.byteLength(body)), ...headers },
    body,
  });
}

const apiCalls = vi.fn(async () => Response.json({ code: 200, message: 'OK', result: null }));

beforeEach(() => {
  apiCalls.mockClear();
  vi.stubGlobal('fetch', apiCalls);
});

afterEach(() => vi.unstubAllGlobals());

describe('state-changing routes of the web server', () => {
  it.each(routes)('%s: a text/plain post from another site (login CSRF) is refused before the API is called', async (_, path, route) => {
    const body = '{"username":"victim-of-csrf@example.vn","password":"attacker-password"}';
    const response = await route(request(path, { 'content-type': 'text/plain', origin: 'https://evil.example' }, body));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 403, error_code: 'CROSS_SITE_REQUEST' });
    expect(apiCalls).not.toHaveBeenCalled();
  });

  it.each(routes)('%s: a text/plain post from the site itself is refused with 415', async (_, path, route) => {
    const response = await route(request(path, { 'content-type': 'text/plain', origin: SITE }, '{}'));
    expect(response.status).toBe(415);
    expect(apiCalls).not.toHaveBeenCalled();
  });

  it('the API proxy still carries JSON notifications from servers, which send no Origin', async () => {
    const response = await proxy(request('/api/v1/cart', { 'content-type': 'application/json' }, '{"resultCode":0}'));
    expect(response.status).toBe(200);
    expect(apiCalls).toHaveBeenCalledOnce();
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forwardToApi } from './api-proxy';

/** An access token the way the API writes it, with only the expiry that the web server reads. */
function jwt(name: string, expiresInSeconds: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: name, exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.sig`;
}

/**
 * Stands in for the API: long tokens rotate on use and a used one is refused; /v1/me accepts only
 * tokens it issued (or listed as valid); /v1/flaky answers 500 to callers without authorization.
 */
class ApiStandIn {
  valid = new Set<string>();
  liveLongTokens = new Set<string>();
  refreshCalls: string[] = [];
  meCalls: { authorization?: string; body: string }[] = [];
  refreshUnreachableOnce = false;
  refuseEveryToken = false;
  private issued = 0;

  issue(): { token: string; long_token: string } {
    this.issued += 1;
    const tokens = { token: jwt(`t${this.issued}`, 900), long_token: `long-${this.issued}-${Math.random().toString(36).slice(2)}` };
    this.valid.add(tokens.token);
    this.liveLongTokens.add(tokens.long_token);
    return tokens;
  }

  handle(method: string, url: URL, authorization: string | undefined, body: string): { status: number; body: unknown } {
    if (url.pathname === '/v1/public/users/refresh-token') {
      const longToken = url.searchParams.get('long_token') ?? '';
      this.refreshCalls.push(longToken);
      if (this.refreshUnreachableOnce) {
        this.refreshUnreachableOnce = false;
        return { status: 503, body: { code: 503, message: 'down', result: null } };
      }
      if (!this.liveLongTokens.delete(longToken))
        return { status: 401, body: { code: 401, message: 'Phiên đăng nhập hết hạn', result: null } };
      return { status: 200, body: { code: 200, message: 'OK', result: this.issue() } };
    }
    const token = authorization?.replace(/^Bearer /, '');
    if (url.pathname === '/v1/me') {
      this.meCalls.push({ authorization, body });
      if (!token || !this.valid.has(token) || this.refuseEveryToken)
        return { status: 401, body: { code: 401, message: 'no', result: null } };
      return { status: 200, body: { code: 200, message: 'OK', result: { method, body } } };
    }
    if (url.pathname === '/v1/flaky') {
      if (!token) return { status: 500, body: { code: 500, message: 'no authorization', result: null } };
      return { status: 200, body: { code: 200, message: 'OK', result: 'flaky ok' } };
    }
    return { status: 404, body: { code: 404, message: 'not found', result: null } };
  }
}

let server: Server;
let api: ApiStandIn;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = api.handle(
      req.method ?? 'GET',
      new URL(req.url ?? '/', 'http://api'),
      req.headers.authorization,
      Buffer.concat(chunks).toString(),
    );
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.API_URL;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  api = new ApiStandIn();
});

const cookieHeader = (cookies: Record<string, string | undefined>) =>
  Object.entries(cookies)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

function call(path: string, cookies: Record<string, string | undefined>, init: RequestInit = {}) {
  const request = new Request(`http://web.test/api/${path}`, { ...init, headers: { ...init.headers, cookie: cookieHeader(cookies) } });
  return forwardToApi(request, '', path.split('?')[0]!.split('/'));
}

const setCookie = (response: Response, name: string) => response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));

describe('the proxy keeps the session alive', () => {
  it('refreshes a token past its expiry before sending, and stores the new tokens in HttpOnly cookies', async () => {
    const { long_token } = api.issue();
    const response = await call('v1/me', { token: jwt('old', -60), long_token });

    expect(response.status).toBe(200);
    expect(api.refreshCalls).toEqual([long_token]);
    expect(api.meCalls).toHaveLength(1);
    const token = setCookie(response, 'token');
    expect(token).toMatch(/; Max-Age=86400; .*HttpOnly; SameSite=Lax/);
    expect(setCookie(response, 'long_token')).toMatch(/^long_token=long-2-.*; Max-Age=2592000; .*HttpOnly/);
    expect(api.meCalls[0]?.authorization).toBe(`Bearer ${decodeURIComponent(token!.split(';')[0]!.slice('token='.length))}`);
    expect(response.headers.get('x-session-expired')).toBeNull();
  });

  it('refreshes when the token cookie is gone but the long token is there', async () => {
    const { long_token } = api.issue();
    const response = await call('v1/me', { long_token });
    expect(response.status).toBe(200);
    expect(api.refreshCalls).toEqual([long_token]);
  });

  it('marks the cookies Secure when the site is served over HTTPS', async () => {
    const { long_token } = api.issue();
    const response = await call('v1/me', { long_token }, { headers: { 'x-forwarded-proto': 'https' } });
    expect(setCookie(response, 'token')).toContain('; Secure');
  });

  it('on a 401 answer refreshes once and sends the same request again with its body', async () => {
    const { long_token } = api.issue();
    const response = await call(
      'v1/me',
      { token: jwt('revoked', 900), long_token },
      { method: 'POST', body: '{"first_name":"Lan"}', headers: { 'content-type': 'application/json' } },
    );

    expect(response.status).toBe(200);
    expect(api.refreshCalls).toHaveLength(1);
    expect(api.meCalls.map((call) => call.body)).toEqual(['{"first_name":"Lan"}', '{"first_name":"Lan"}']);
    expect(await response.json()).toMatchObject({ result: { method: 'POST', body: '{"first_name":"Lan"}' } });
    expect(setCookie(response, 'token')).toBeDefined();
  });

  it('passes a body too large to keep as a whole stream', async () => {
    const { token, long_token } = api.issue();
    const large = 'x'.repeat(1024 * 1024 + 4096);
    const response = await call('v1/me', { token, long_token }, { method: 'POST', body: large });
    expect(response.status).toBe(200);
    expect(api.meCalls[0]?.body).toBe(large);
  });

  it('clears the session and says so when the retry is refused too', async () => {
    const { long_token } = api.issue();
    api.refuseEveryToken = true;
    const response = await call('v1/me', { token: jwt('revoked', 900), long_token });

    expect(response.status).toBe(401);
    expect(api.meCalls).toHaveLength(2);
    expect(response.headers.get('x-session-expired')).toBe('1');
    for (const name of ['token', 'long_token', 'login_type']) expect(setCookie(response, name)).toMatch(/=; Path=\/; Max-Age=0/);
  });

  it('clears the session when the refresh is refused (a long token used before), and still answers the request', async () => {
    const response = await call('v1/me', { token: jwt('old', -5), long_token: 'long-used-before' });

    expect(api.refreshCalls).toEqual(['long-used-before']);
    expect(response.status).toBe(401);
    expect(api.meCalls[0]?.authorization).toBeUndefined();
    expect(response.headers.get('x-session-expired')).toBe('1');
    expect(setCookie(response, 'long_token')).toMatch(/Max-Age=0/);
  });

  it('does nothing without a long token: the 401 is passed on as it is', async () => {
    const response = await call('v1/me', { token: jwt('old', -60) });
    expect(response.status).toBe(401);
    expect(api.refreshCalls).toEqual([]);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('x-session-expired')).toBeNull();
  });

  it('refreshes after a 500 answer to a request sent without authorization', async () => {
    const { long_token } = api.issue();
    // The first refresh gets no answer, so the request goes out without a token and meets the 500.
    api.refreshUnreachableOnce = true;
    const response = await call('v1/flaky', { long_token });

    expect(api.refreshCalls).toEqual([long_token, long_token]);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: 'flaky ok' });
    expect(setCookie(response, 'token')).toBeDefined();
  });

  it('leaves the session alone when the API cannot be reached for the refresh', async () => {
    const { long_token } = api.issue();
    api.refreshUnreachableOnce = true;
    const response = await call('v1/public/areas', { token: jwt('old', -60), long_token });
    expect(response.status).toBe(404);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('x-session-expired')).toBeNull();
  });

  it('trades one long token once, however many requests carry it at the same time or just after', async () => {
    const { long_token } = api.issue();
    const cookies = { token: jwt('old', -60), long_token };
    const responses = await Promise.all(Array.from({ length: 6 }, () => call('v1/me', cookies)));
    const late = await call('v1/me', cookies);

    expect(api.refreshCalls).toEqual([long_token]);
    expect([...responses, late].map((response) => response.status)).toEqual(Array(7).fill(200));
    const stored = new Set([...responses, late].map((response) => setCookie(response, 'long_token')?.split(';')[0]));
    expect(stored.size).toBe(1);
  });

  it('keeps cookies that end with the browser when the visitor chose not to be remembered', async () => {
    const { long_token } = api.issue();
    const response = await call('v1/me', { long_token, session_only: '1' });
    expect(setCookie(response, 'token')).not.toContain('Max-Age');
    expect(setCookie(response, 'long_token')).not.toContain('Max-Age');
  });

  it('leaves the session alone for files', async () => {
    const { long_token } = api.issue();
    const request = new Request('http://web.test/files/images/a.png', {
      headers: { cookie: `token=${jwt('old', -60)}; long_token=${long_token}` },
    });
    const response = await forwardToApi(request, 'files', ['images', 'a.png']);
    expect(response.status).toBe(404);
    expect(api.refreshCalls).toEqual([]);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('never lets a page script call the routes that answer with tokens', async () => {
    for (const path of [
      'auth/authenticate',
      'auth/login/google_token',
      'auth/logout',
      'v1/public/users/refresh-token',
      'v1/user/change-password',
    ]) {
      const response = await call(path, {}, { method: 'POST' });
      expect(response.status, path).toBe(404);
    }
    expect(api.refreshCalls).toEqual([]);
  });
});

describe('the proxy without the API', () => {
  it('keeps the renewed cookies even when the request itself cannot be forwarded', async () => {
    const { long_token } = api.issue();
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input).includes('/v1/me') ? Promise.reject(new TypeError('fetch failed')) : realFetch(input, init),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await call('v1/me', { long_token });
      expect(response.status).toBe(503);
      expect(setCookie(response, 'long_token')).toBeDefined();
    } finally {
      vi.restoreAllMocks();
    }
  });
});

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiSegments, createApiGateway } from './api-gateway';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let api: Server;
let web: Server;
let webUrl: string;
let seen: Seen[] = [];
/** Paths the gateway left to Next.js. */
let leftToNext: string[] = [];

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  api = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
    res.writeHead(201, { 'content-type': 'application/json', 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'] });
    // Two writes: the answer reaches the browser as the API sends it.
    res.write('{"code":201,');
    res.end('"message":"OK","result":{"ok":true}}');
  });
  process.env.API_URL = await listen(api);
  const gateway = createApiGateway({
    '/api/[...path]/route': '/api/[...path]',
    '/api/auth/login/route': '/api/auth/login',
    '/api/auth/social/[provider]/route': '/api/auth/social/[provider]',
    '/[locale]/(site)/page': '/[locale]',
  });
  web = createServer((req, res) => {
    void gateway(req, res).then((served) => {
      if (served) return;
      leftToNext.push(req.url ?? '');
      res.writeHead(418).end();
    });
  });
  webUrl = await listen(web);
});

afterAll(async () => {
  delete process.env.API_URL;
  await Promise.all([api, web].map((server) => new Promise((resolve) => server.close(resolve))));
});

beforeEach(() => {
  seen = [];
  leftToNext = [];
});

describe('the /api gateway in front of Next.js', () => {
  it('forwards path, query and body with the token cookie as a bearer, and streams the answer back with every cookie', async () => {
    const reply = await fetch(`${webUrl}/api/v1/public/reports?page=2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'token=abc', origin: webUrl },
      body: JSON.stringify({ province_id: 1 }),
    });

    expect(reply.status).toBe(201);
    expect(await reply.json()).toEqual({ code: 201, message: 'OK', result: { ok: true } });
    expect(reply.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/public/reports?page=2', body: '{"province_id":1}' });
    expect(seen[0]?.headers.authorization).toBe('Bearer abc');
    expect(seen[0]?.headers.cookie).toBeUndefined();
  });

  it('refuses a change asked by another site before it reaches the API', async () => {
    const reply = await fetch(`${webUrl}/api/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example', 'accept-language': 'en' },
      body: '{}',
    });

    expect(reply.status).toBe(403);
    expect(((await reply.json()) as { error_code: string }).error_code).toBe('CROSS_SITE_REQUEST');
    expect(seen).toHaveLength(0);
  });

  it('keeps the routes that carry tokens away from page scripts', async () => {
    const reply = await fetch(`${webUrl}/api/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });

    expect(reply.status).toBe(404);
    expect(seen).toHaveLength(0);
  });

  it('renews the session of a signed-in visitor on the way, and ends it when the API refuses the long token', async () => {
    const reply = await fetch(`${webUrl}/api/v1/me`, { headers: { cookie: 'long_token=l-1' } });

    expect(seen.map((request) => request.url)).toEqual(['/v1/public/users/refresh-token?long_token=l-1', '/v1/me']);
    expect(seen[1]?.headers.authorization).toBeUndefined();
    expect(reply.headers.get('x-session-expired')).toBe('1');
    expect(reply.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^long_token=;.*Max-Age=0/)]));
  });

  it('answers 503 with an envelope in the caller language when the API is down', async () => {
    const apiUrl = process.env.API_URL;
    process.env.API_URL = 'http://127.0.0.1:9';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const reply = await fetch(`${webUrl}/api/v1/public/reports`, { headers: { 'accept-language': 'en' } });

      expect(reply.status).toBe(503);
      expect(((await reply.json()) as { error_code: string }).error_code).toBe('SERVICE_UNAVAILABLE');
      expect(logged).toHaveBeenCalled();
    } finally {
      process.env.API_URL = apiUrl;
      logged.mockRestore();
    }
  });

  it("leaves the web server's own routes and every other path to Next.js", async () => {
    for (const path of ['/api/auth/login', '/api/auth/social/google', '/api', '/reports', '/files/a.png']) {
      expect((await fetch(`${webUrl}${path}`)).status).toBe(418);
    }
    expect(leftToNext).toEqual(['/api/auth/login', '/api/auth/social/google', '/api', '/reports', '/files/a.png']);
    expect(seen).toHaveLength(0);
  });
});

describe('apiSegments', () => {
  it('decodes the segments after /api/ as a catch-all route receives them', () => {
    expect(apiSegments('/api/v1/public/reports/b%C3%A1o-c%C3%A1o')).toEqual(['v1', 'public', 'reports', 'báo-cáo']);
    expect(apiSegments('/api/')).toBeNull();
    expect(apiSegments('/apiv1')).toBeNull();
    expect(apiSegments('/api/%E0%A4%A')).toBeNull();
  });
});

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forwardToApi } from './api-proxy';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let server: Server;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
    if (req.url?.startsWith('/files/')) {
      res.writeHead(206, { 'content-type': 'video/mp4', 'content-range': 'bytes 0-3/10', 'accept-ranges': 'bytes' });
      res.end('abcd');
      return;
    }
    if (req.url === '/docs') {
      res.writeHead(302, { location: '/docs/static/index.html' });
      res.end();
      return;
    }
    res.writeHead(201, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      'x-request-id': 'r-1',
      'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
    });
    res.end(gzipSync(JSON.stringify({ code: 201, message: 'OK', result: { ok: true } })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.API_URL;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

describe('forwardToApi', () => {
  it('tells the API the address this server saw, in place of the chain the visitor wrote', async () => {
    const request = new Request('http://web.test/api/v1/me', {
      headers: { 'x-forwarded-for': '198.51.100.1, 198.51.100.2, 203.0.113.9', forwarded: 'for=198.51.100.3', 'x-real-ip': '198.51.100.4' },
    });
    await forwardToApi(request, '', ['v1', 'me']);

    expect(seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(seen[0]?.headers.forwarded).toBeUndefined();
    expect(seen[0]?.headers['x-real-ip']).toBeUndefined();
  });

  it('forwards path, query and language, and turns the token cookie into a bearer header', async () => {
    const request = new Request('http://web.test/api/v1/me?x=1&y=a%2Cb', {
      headers: { cookie: 'other=1; token=jwt.value; theme=x', 'accept-language': 'en', connection: 'keep-alive' },
    });
    const response = await forwardToApi(request, '', ['v1', 'me']);

    expect(response.status).toBe(201);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/v1/me?x=1&y=a%2Cb' });
    expect(seen[0]?.headers.authorization).toBe('Bearer jwt.value');
    expect(seen[0]?.headers['accept-language']).toBe('en');
    expect(seen[0]?.headers.cookie).toBeUndefined();
  });

  it('sends no authorization without the token cookie', async () => {
    await forwardToApi(new Request('http://web.test/api/v1/public/areas'), '', ['v1', 'public', 'areas']);
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('streams a multipart body through unchanged, with its content type', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array([0, 1, 2, 255])], { type: 'application/pdf' }), 'report.pdf');
    form.set('name', 'Báo cáo');
    const original = new Request('http://web.test/api/v1/upload/file', { method: 'POST', body: form });
    const contentType = original.headers.get('content-type') ?? '';
    const bytes = Buffer.from(await original.clone().arrayBuffer());

    await forwardToApi(original, '', ['v1', 'upload', 'file']);

    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-type']).toBe(contentType);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body.equals(bytes)).toBe(true);
  });

  it('passes a JSON body and the answer back: status, headers and every cookie, without the stale encoding', async () => {
    const response = await forwardToApi(
      new Request('http://web.test/api/v1/cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"report_id":1}',
      }),
      '',
      ['v1', 'cart'],
    );

    expect(seen[0]?.body.toString()).toBe('{"report_id":1}');
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('r-1');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await response.json()).toEqual({ code: 201, message: 'OK', result: { ok: true } });
  });

  it('serves files with ranges and keeps redirects for the browser to follow', async () => {
    const file = await forwardToApi(new Request('http://web.test/files/v.mp4', { headers: { range: 'bytes=0-3' } }), 'files', ['v.mp4']);
    expect(seen[0]?.headers.range).toBe('bytes=0-3');
    expect(file.status).toBe(206);
    expect(file.headers.get('content-range')).toBe('bytes 0-3/10');
    expect(await file.text()).toBe('abcd');

    const docs = await forwardToApi(new Request('http://web.test/docs'), 'docs');
    expect(docs.status).toBe(302);
    expect(docs.headers.get('location')).toBe('/docs/static/index.html');
  });

  it('answers 503 with an envelope in the caller language when the API is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const saved = process.env.API_URL;
    process.env.API_URL = 'http://127.0.0.1:1';
    try {
      const response = await forwardToApi(new Request('http://web.test/api/v1/me', { headers: { 'accept-language': 'en' } }), '', [
        'v1',
        'me',
      ]);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({
        code: 503,
        result: null,
        error_code: 'SERVICE_UNAVAILABLE',
        message: 'Service temporarily unavailable, please try again later.',
      });
    } finally {
      process.env.API_URL = saved;
      vi.restoreAllMocks();
    }
  });
});

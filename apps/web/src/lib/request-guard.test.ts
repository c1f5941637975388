import { afterEach, describe, expect, it, vi } from 'vitest';
import { guarded, refuseForeignRequest } from './request-guard';

const SITE = 'https://senvang.example';

function post(headers: Record<string, string>, body: string | null = '{}', method = 'POST'): Request {
  const length: Record<string, string> = body === null ? {} : { 'content-length': String(Buffer.byteLength(body)) };
  return new Request(`${SITE}/api/auth/login`, { method, headers: { host: 'senvang.example', ...length, ...headers }, body });
}

const json = { 'content-type': 'application/json' };

async function refusal(request: Request, options?: { forms?: boolean }) {
  const response = refuseForeignRequest(request, options);
  return response && { status: response.status, body: (await response.json()) as { code: number; message: string; error_code: string } };
}

afterEach(() => vi.unstubAllEnvs());

describe('refuseForeignRequest', () => {
  it('lets through JSON from the site itself', () => {
    expect(refuseForeignRequest(post({ ...json, origin: SITE }))).toBeNull();
    expect(refuseForeignRequest(post({ 'content-type': 'application/json; charset=utf-8', origin: SITE }))).toBeNull();
  });

  it('lets through JSON from servers, which send no Origin (MoMo and bank notifications)', () => {
    expect(refuseForeignRequest(post(json))).toBeNull();
  });

  it('recognises the site by WEB_ORIGIN behind a proxy that rewrites Host', () => {
    vi.stubEnv('WEB_ORIGIN', SITE);
    const request = new Request('http://127.0.0.1:3000/api/auth/login', {
      method: 'POST',
      headers: { host: '127.0.0.1:3000', origin: SITE, ...json, 'content-length': '2' },
      body: '{}',
    });
    expect(refuseForeignRequest(request)).toBeNull();
  });

  it('refuses a post from another site with 403, in the caller language', async () => {
    expect(await refusal(post({ ...json, origin: 'https://evil.example', 'accept-language': 'en' }))).toEqual({
      status: 403,
      body: {
        code: 403,
        message: 'This request did not come from the Sen Vàng Data site and was refused.',
        result: null,
        error_code: 'CROSS_SITE_REQUEST',
      },
    });
    expect((await refusal(post({ ...json, origin: 'https://evil.example' })))?.body.message).toBe(
      'Yêu cầu không xuất phát từ trang Sen Vàng Data nên đã bị từ chối.',
    );
  });

  it.each([
    ['another host', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: 'https://senvang.example.evil.example' }],
    ['another port', { origin: 'https://senvang.example:8443' }],
    ['an opaque origin', { origin: 'null' }],
    ['a malformed origin', { origin: 'senvang.example' }],
    ['a cross-site browser request without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site (other subdomain) browser request without Origin', { 'sec-fetch-site': 'same-site' }],
  ])('refuses %s', async (_, headers) => {
    expect((await refusal(post({ ...json, ...headers })))?.status).toBe(403);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('checks %s like POST', async (method) => {
    expect((await refusal(post({ ...json, origin: 'https://evil.example' }, '{}', method)))?.status).toBe(403);
    expect(refuseForeignRequest(post({ origin: SITE }, null, method))).toBeNull();
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('leaves %s alone, which changes nothing', (method) => {
    const request = new Request(`${SITE}/api/v1/me`, { method, headers: { origin: 'https://evil.example' } });
    expect(refuseForeignRequest(request)).toBeNull();
  });

  it.each([
    ['text/plain (what a page elsewhere can post without asking)', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['XML', 'application/xml'],
  ])('refuses a body in %s with 415, even from the site', async (_, type) => {
    expect(await refusal(post({ 'content-type': type, origin: SITE, 'accept-language': 'en' }))).toEqual({
      status: 415,
      body: { code: 415, message: 'Unsupported format.', result: null, error_code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
  });

  it('refuses a body without a content type', async () => {
    const request = new Request(`${SITE}/api/auth/login`, {
      method: 'POST',
      headers: { host: 'senvang.example', origin: SITE, 'content-length': '2' },
      body: new TextEncoder().encode('{}'),
    });
    expect(request.headers.has('content-type')).toBe(false);
    expect((await refusal(request))?.status).toBe(415);
  });

  it('takes a request without a body, whatever its content type says', () => {
    expect(refuseForeignRequest(post({ origin: SITE }, null))).toBeNull();
    expect(refuseForeignRequest(post({ 'content-type': 'text/plain', origin: SITE }, ''))).toBeNull();
  });

  it('with forms, takes uploads and forms from the site pages only', async () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(refuseForeignRequest(post({ ...multipart, origin: SITE }), { forms: true })).toBeNull();
    expect(refuseForeignRequest(post({ ...form, origin: SITE }), { forms: true })).toBeNull();
    expect((await refusal(post({ ...multipart, origin: 'https://evil.example' }), { forms: true }))?.status).toBe(403);
    expect((await refusal(post(form), { forms: true }))?.status).toBe(415);
    expect((await refusal(post({ 'content-type': 'text/plain', origin: SITE }), { forms: true }))?.status).toBe(415);
  });
});

describe('guarded', () => {
  it('runs the handler only for requests that pass', async () => {
    const handler = vi.fn(async (_request: Request, id: number) => Response.json({ id }));
    const route = guarded(handler);
    expect((await route(post({ 'content-type': 'text/plain', origin: 'https://evil.example' }), 1)).status).toBe(403);
    expect(handler).not.toHaveBeenCalled();
    expect(await (await route(post({ ...json, origin: SITE }), 7)).json()).toEqual({ id: 7 });
  });
});

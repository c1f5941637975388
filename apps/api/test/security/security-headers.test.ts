import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('every API reply, answered or refused, carries the strict policy and the transport headers', async () => {
    for (const request of [
      { method: 'GET', url: '/v1/public/provinces' },
      { method: 'GET', url: '/v1/me' },
      { method: 'POST', url: '/v1/public/reports', payload: { page: 'x' } },
    ] as const) {
      const reply = await t.app.inject(request);
      expect(reply.headers['content-security-policy']).toContain("default-src 'none'");
      expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('the API documentation page alone may load its own scripts and styles, and still cannot be framed', async () => {
    for (const url of ['/docs', '/docs/', '/docs/json']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.headers['content-security-policy']).toBe(
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'",
      );
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
    }
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});

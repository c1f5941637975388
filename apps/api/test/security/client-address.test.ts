import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp | undefined;
afterEach(() => t?.close());

async function signIn(app: TestApp['app'], remoteAddress: string, forwardedFor: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/authenticate',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor, 'accept-language': 'en' },
    payload: { username: 'nobody-here', password: 'Wrong@2026!' },
  });
  return response.statusCode;
}

describe('the client address that rate limits count', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy, so rotating it escapes no limit', async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    const statuses = [];
    for (let i = 1; i <= 5; i++) statuses.push(await signIn(t.app, '203.0.113.7', `198.51.100.${i}`));
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });

  it('counts each visitor named by the web server on this machine separately', async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    const statuses = [];
    for (let i = 1; i <= 5; i++) statuses.push(await signIn(t.app, '127.0.0.1', `198.51.100.${i}`));
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
  });

  it('trusts the proxies TRUST_PROXY lists, and only those', async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: '10.0.0.0/8' });
    const fromBalancer = [];
    for (let i = 1; i <= 4; i++) fromBalancer.push(await signIn(t.app, '10.1.2.3', `198.51.100.${i}`));
    expect(fromBalancer).toEqual([400, 400, 400, 400]);
    const fromLoopback = [];
    for (let i = 1; i <= 4; i++) fromLoopback.push(await signIn(t.app, '127.0.0.1', `192.0.2.${i}`));
    expect(fromLoopback).toEqual([400, 400, 400, 429]);
  });
});

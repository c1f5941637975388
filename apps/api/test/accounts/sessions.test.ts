import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longTokens } from '../../src/db/schema/index.js';
import { hashOpaqueToken } from '../../src/modules/accounts/opaque-token.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, login, registerUser, type TestUser } from './account-helpers.js';

let t: TestApp;
let person: TestUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  person = await registerUser(t.app);
});
afterAll(() => t.close());

const refresh = (longToken: string, via: 'query' | 'json' | 'form' = 'query') => {
  if (via === 'query') return call(t.app, `/v1/public/users/refresh-token?long_token=${encodeURIComponent(longToken)}`, { method: 'POST' });
  if (via === 'json') return call(t.app, '/v1/public/users/refresh-token', { body: { long_token: longToken } });
  return call(t.app, '/v1/public/users/refresh-token', { form: { long_token: longToken } });
};

async function familyOf(longToken: string) {
  const [row] = await t.db.db
    .select()
    .from(longTokens)
    .where(eq(longTokens.tokenHash, hashOpaqueToken(longToken)));
  if (!row) throw new Error('long token not stored');
  return t.db.db.select().from(longTokens).where(eq(longTokens.familyId, row.familyId));
}

describe('long tokens', () => {
  it('are stored only as their SHA-256, expire in 30 days, and carry the login type', async () => {
    const session = await login(t.app, person.username, person.password);
    const rows = await t.db.db.select().from(longTokens).where(eq(longTokens.userId, person.id));
    expect(rows.some((row) => row.tokenHash === session.long_token)).toBe(false);
    const [row] = await familyOf(session.long_token);
    expect(row?.tokenHash).toBe(hashOpaqueToken(session.long_token));
    expect(row?.loginType).toBe('password');
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});

describe('POST /v1/public/users/refresh-token', () => {
  it('rotates: a new access token and a new long token in the same family, the old one marked used', async () => {
    const session = await login(t.app, person.username, person.password);
    const reply = await refresh(session.long_token);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 200, message: 'OK' });
    const { token, long_token: next } = reply.body.result;
    expect(next).not.toBe(session.long_token);
    expect((await call(t.app, '/v1/me', { token })).body.result.id).toBe(person.id);

    const family = await familyOf(next);
    expect(family).toHaveLength(2);
    const old = family.find((row) => row.tokenHash === hashOpaqueToken(session.long_token));
    expect(old?.usedAt).toBeInstanceOf(Date);
    expect(family.every((row) => row.revokedAt === null)).toBe(true);

    const again = await refresh(next, 'json');
    expect(again.status).toBe(200);
    expect((await refresh(again.body.result.long_token, 'form')).status).toBe(200);
  });

  it('revokes the whole family when an already used long token comes back, and answers 401', async () => {
    const session = await login(t.app, person.username, person.password);
    const first = await refresh(session.long_token);
    const stolenCopyReused = await refresh(session.long_token);
    expect(stolenCopyReused.status).toBe(401);
    expect(stolenCopyReused.body).toMatchObject({ code: 401, message: 'Phiên đăng nhập hết hạn', error_code: 'TOKEN_EXPIRED' });

    const legitimate = await refresh(first.body.result.long_token);
    expect(legitimate.status).toBe(401);
    const family = await familyOf(session.long_token);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('ends the access tokens of the family too when a used long token comes back', async () => {
    const session = await login(t.app, person.username, person.password);
    const first = await refresh(session.long_token);
    expect((await call(t.app, '/v1/me', { token: first.body.result.token })).status).toBe(200);
    await refresh(session.long_token);
    for (const token of [session.token, first.body.result.token]) {
      const me = await call(t.app, '/v1/me', { token });
      expect(me.status).toBe(401);
      expect(me.body.error_code).toBe('TOKEN_EXPIRED');
    }
  });

  it('treats two simultaneous uses of a long token as a reuse: the whole session ends, whichever came first', async () => {
    for (let round = 0; round < 3; round += 1) {
      const session = await login(t.app, person.username, person.password);
      const replies = await Promise.all([refresh(session.long_token), refresh(session.long_token)]);
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 401]);
      const winner = replies.find((r) => r.status === 200)!.body.result;
      expect((await refresh(winner.long_token)).status).toBe(401);
      expect((await call(t.app, '/v1/me', { token: winner.token })).status).toBe(401);
      expect((await call(t.app, '/v1/me', { token: session.token })).status).toBe(401);
      const family = await familyOf(session.long_token);
      expect(family).toHaveLength(2);
      expect(family.every((row) => row.revokedAt !== null)).toBe(true);
    }
  });

  it('answers 401 "Phiên đăng nhập hết hạn" for an unknown or expired long token', async () => {
    const unknown = await refresh('x'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Phiên đăng nhập hết hạn');

    const session = await login(t.app, person.username, person.password);
    await t.db.db
      .update(longTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(longTokens.tokenHash, hashOpaqueToken(session.long_token)));
    const expired = await call(t.app, `/v1/public/users/refresh-token?long_token=${session.long_token}`, {
      method: 'POST',
      language: 'en',
    });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Your session has expired');
  });

  it('asks for the long token when none is given', async () => {
    const reply = await call(t.app, '/v1/public/users/refresh-token', { method: 'POST' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ field: 'long_token', code: 'required', message: 'Vui lòng nhập thông tin này' }]);
  });

  it('works while the expired access token is still sent as bearer', async () => {
    const session = await login(t.app, person.username, person.password);
    const reply = await call(t.app, `/v1/public/users/refresh-token?long_token=${session.long_token}`, {
      method: 'POST',
      token: 'stale.access.token',
    });
    expect(reply.status).toBe(200);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session of the long token (form data userId, longToken) and answers "Đăng xuất thành công!"', async () => {
    const session = await login(t.app, person.username, person.password);
    const reply = await call(t.app, '/auth/logout', { formData: { userId: String(person.id), longToken: session.long_token } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 200, message: 'Đăng xuất thành công!' });
    expect((await refresh(session.long_token)).status).toBe(401);
    expect((await familyOf(session.long_token)).every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('ends the access token of that session at once, and only that one', async () => {
    const ended = await login(t.app, person.username, person.password);
    const kept = await login(t.app, person.username, person.password);
    expect((await call(t.app, '/v1/me', { token: ended.token })).status).toBe(200);
    await call(t.app, '/auth/logout', { formData: { userId: String(person.id), longToken: ended.long_token } });
    const me = await call(t.app, '/v1/me', { token: ended.token, language: 'en' });
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ error_code: 'TOKEN_EXPIRED', message: 'Your session has expired' });
    expect((await call(t.app, '/v1/me', { token: kept.token })).status).toBe(200);
  });

  it('accepts a URL-encoded form and JSON, answers the same for an unknown token, and leaves other sessions alone', async () => {
    const kept = await login(t.app, person.username, person.password);
    const ended = await login(t.app, person.username, person.password);
    const urlEncoded = await login(t.app, person.username, person.password);
    const reply = await call(t.app, '/auth/logout', { body: { longToken: ended.long_token }, language: 'en' });
    expect(reply.body.message).toBe('Logged out successfully!');
    expect((await call(t.app, '/auth/logout', { form: { userId: String(person.id), longToken: urlEncoded.long_token } })).status).toBe(200);
    expect((await refresh(urlEncoded.long_token)).status).toBe(401);
    const unknown = await call(t.app, '/auth/logout', { body: { userId: person.id, longToken: 'unknown-token' } });
    expect(unknown.status).toBe(200);
    expect((await refresh(kept.long_token)).status).toBe(200);
  });

  it("does not end someone else's session when the user id does not match", async () => {
    const session = await login(t.app, person.username, person.password);
    await call(t.app, '/auth/logout', { form: { userId: String(person.id + 1000), longToken: session.long_token } });
    expect((await refresh(session.long_token)).status).toBe(200);
  });

  it('asks for the long token, and takes no files', async () => {
    const reply = await call(t.app, '/auth/logout', { formData: { userId: String(person.id) } });
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0]).toMatchObject({ field: 'longToken', code: 'required' });

    const form = new FormData();
    form.set('longToken', 'x');
    form.set('file', new Blob(['<html>']), 'page.html');
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    const withFile = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(withFile.statusCode).toBe(413);
    expect(withFile.json()).toMatchObject({ code: 413, error_code: 'PAYLOAD_TOO_LARGE' });
  });
});

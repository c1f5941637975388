import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, login, registerUser, type TestUser } from './account-helpers.js';

let t: TestApp;
let person: TestUser;
let sessionId: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  person = await registerUser(t.app);
  const session = await login(t.app, person.username, person.password);
  sessionId = JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString()).sid;
});
afterAll(() => t.close());

const secret = () => new TextEncoder().encode(t.app.config.jwtSecret);
const claims = () => ({ typ: 'access', sid: sessionId, user_info: { username: person.username, roles: ['USER'] } });

/** A token as the API signs it, with one thing changed by `adjust`. */
function handMade(adjust: (jwt: SignJWT) => SignJWT = (jwt) => jwt, algorithm = 'HS256'): Promise<string> {
  const jwt = new SignJWT(claims())
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(String(person.id))
    .setIssuer(t.app.config.JWT_ISSUER)
    .setAudience(t.app.config.JWT_AUDIENCE)
    .setIssuedAt();
  return adjust(jwt).sign(secret());
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function expectRefused(token: string) {
  const reply = await call(t.app, '/v1/me', { token });
  expect(reply.status).toBe(401);
  expect(reply.body.error_code).toBe('UNAUTHORIZED');
}

describe('access tokens', () => {
  it('are accepted when made exactly as the API makes them', async () => {
    const token = await handMade((jwt) => jwt.setExpirationTime('5m'));
    expect((await call(t.app, '/v1/me', { token })).body.result.id).toBe(person.id);
  });

  it('are refused without an expiry, even with a good signature', async () => {
    await expectRefused(await handMade());
  });

  it('are refused without a session', async () => {
    const token = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(person.id))
      .setIssuer(t.app.config.JWT_ISSUER)
      .setAudience(t.app.config.JWT_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(secret());
    await expectRefused(token);
  });

  it('are refused with "alg": "none", with or without a signature', async () => {
    const now = Math.floor(Date.now() / 1000);
    const payload = base64url({
      ...claims(),
      sub: String(person.id),
      iss: t.app.config.JWT_ISSUER,
      aud: t.app.config.JWT_AUDIENCE,
      iat: now,
      exp: now + 300,
    });
    const signed = (await handMade((jwt) => jwt.setExpirationTime('5m'))).split('.')[2];
    for (const alg of ['none', 'None', 'NONE']) {
      const header = base64url({ alg, typ: 'JWT' });
      await expectRefused(`${header}.${payload}.`);
      await expectRefused(`${header}.${payload}.${signed}`);
    }
  });

  it('are refused when signed with the right secret but another algorithm', async () => {
    for (const algorithm of ['HS384', 'HS512']) await expectRefused(await handMade((jwt) => jwt.setExpirationTime('5m'), algorithm));
  });
});

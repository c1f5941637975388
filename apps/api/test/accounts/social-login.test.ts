import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialAccounts, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, registerUser } from './account-helpers.js';
import { FACEBOOK_APP, GOOGLE_CLIENT, startProviderStandIn } from './provider-stand-in.js';

let providers: Awaited<ReturnType<typeof startProviderStandIn>>;
let open: TestApp;
let configured: TestApp;
beforeAll(async () => {
  providers = await startProviderStandIn();
  open = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', ...providers.env });
  configured = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '1000',
    ...providers.env,
    FACEBOOK_APP_ID: FACEBOOK_APP.id,
    FACEBOOK_APP_SECRET: FACEBOOK_APP.secret,
    GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
  });
});
afterAll(async () => {
  await open.close();
  await configured.close();
  await providers.close();
});

const facebook = (t: TestApp, token: string, language = 'vi') =>
  call(t.app, `/auth/login/facebook_token?access_token=${encodeURIComponent(token)}`, { language });
const google = (t: TestApp, query: string, language = 'vi') => call(t.app, `/auth/login/google_token?${query}`, { language });

async function userByEmail(t: TestApp, email: string) {
  const [row] = await t.db.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('GET /auth/login/facebook_token', () => {
  it('leaves out a provider picture that is not https, and still signs in', async () => {
    const reply = await facebook(open, 'fb-token-plain-picture');
    expect(reply.status).toBe(200);
    const me = await call(open.app, '/v1/me', { token: reply.body.result.token });
    expect(me.body.result).toMatchObject({ email: 'hoa.tran@example.com', avatar_url: null });
  });

  it('creates an account from the Graph API profile on first sign-in and answers like login with login_type facebook', async () => {
    const reply = await facebook(open, 'fb-token-lan');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 200, message: 'OK', result: { login_type: 'facebook' } });
    const me = await call(open.app, '/v1/me', { token: reply.body.result.token });
    expect(me.body.result).toMatchObject({
      username: 'lan.pham',
      email: 'lan.pham@example.com',
      first_name: 'Lan',
      last_name: 'Phạm',
      avatar_url: 'https://cdn.example.com/lan.jpg',
      has_password: false,
      roles: ['USER'],
    });
    const request = providers.requests.findLast((url) => url.pathname === '/facebook/me');
    expect(request?.searchParams.get('fields')).toBe('id,name,email,first_name,last_name,picture');

    const again = await facebook(open, 'fb-token-lan');
    expect((await call(open.app, '/v1/me', { token: again.body.result.token })).body.result.id).toBe(me.body.result.id);
    const links = await open.db.db.select().from(socialAccounts).where(eq(socialAccounts.userId, me.body.result.id));
    expect(links).toMatchObject([{ provider: 'facebook', providerUserId: '1001', email: 'lan.pham@example.com' }]);
  });

  it('links to the existing account with the same email', async () => {
    const existing = await registerUser(open.app, { email: 'existing.customer@example.com' });
    const reply = await facebook(open, 'fb-token-existing');
    const me = await call(open.app, '/v1/me', { token: reply.body.result.token });
    expect(me.body.result).toMatchObject({ id: existing.id, has_password: true, first_name: 'Lan' });
    const [link] = await open.db.db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.provider, 'facebook'), eq(socialAccounts.providerUserId, '1002')));
    expect(link?.userId).toBe(existing.id);
  });

  it("passes on the provider's message when it refuses the token", async () => {
    const reply = await facebook(open, 'fb-token-forged');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 400,
      message: 'Invalid OAuth access token - Cannot parse access token',
      error_code: 'SOCIAL_LOGIN_FAILED',
    });
  });

  it('refuses a Facebook account without an email, creating nothing', async () => {
    const before = await open.db.db.select({ id: users.id }).from(users);
    const reply = await facebook(open, 'fb-token-no-email');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      error_code: 'SOCIAL_EMAIL_UNVERIFIED',
      message: 'Tài khoản mạng xã hội chưa có email đã xác minh, vui lòng đăng ký bằng email.',
    });
    expect(await open.db.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('with the app configured, checks the token belongs to this app first and proves the app secret', async () => {
    const other = await facebook(configured, 'fb-token-other-app', 'en');
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('This Facebook token was not issued for this application.');
    expect(await userByEmail(configured, 'other.app@example.com')).toBeUndefined();

    const invalid = await facebook(configured, 'fb-token-forged');
    expect(invalid.body.message).toBe('Invalid OAuth access token.');

    const reply = await facebook(configured, 'fb-token-lan');
    expect(reply.status).toBe(200);
    const debug = providers.requests.findLast((url) => url.pathname === '/facebook/debug_token');
    expect(debug?.searchParams.get('input_token')).toBe('fb-token-lan');
    const me = providers.requests.findLast((url) => url.pathname === '/facebook/me');
    expect(me?.searchParams.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('asks for the access token', async () => {
    const reply = await call(open.app, '/auth/login/facebook_token');
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0]).toMatchObject({ field: 'access_token', code: 'required' });
  });
});

describe('GET /auth/login/google_token', () => {
  it('signs in with an access token, taking the names from userinfo, with login_type google', async () => {
    const reply = await google(configured, 'access_token=g-access-minh');
    expect(reply.status).toBe(200);
    expect(reply.body.result.login_type).toBe('google');
    const me = await call(configured.app, '/v1/me', { token: reply.body.result.token });
    expect(me.body.result).toMatchObject({
      email: 'minh.vo@example.com',
      first_name: 'Minh',
      last_name: 'Võ',
      avatar_url: 'https://lh3.example.com/minh.png',
    });
    expect(providers.requests.findLast((url) => url.pathname === '/google/tokeninfo')?.searchParams.get('access_token')).toBe(
      'g-access-minh',
    );
  });

  it('checks an ID token with id_token=, whether it comes as access_token or id_token', async () => {
    const idToken = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIyMDA0In0.c2lnbmF0dXJl';
    const reply = await google(open, `access_token=${idToken}`);
    expect(reply.status).toBe(200);
    expect(providers.requests.findLast((url) => url.pathname === '/google/tokeninfo')?.searchParams.get('id_token')).toBe(idToken);
    const me = await call(open.app, '/v1/me', { token: reply.body.result.token });
    expect(me.body.result).toMatchObject({ email: 'thu.ngo@example.com', first_name: 'Thu', last_name: 'Ngô' });
    expect((await google(open, `id_token=${idToken}`)).status).toBe(200);
  });

  it("passes on Google's message for an invalid token", async () => {
    const reply = await google(open, 'access_token=g-forged');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message: 'Invalid Value', error_code: 'SOCIAL_LOGIN_FAILED' });
  });

  it('refuses an unverified email and creates nothing', async () => {
    const reply = await google(open, 'access_token=g-access-unverified', 'en');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('This social account has no verified email, please register with your email.');
    expect(await userByEmail(open, 'unverified@example.com')).toBeUndefined();
  });

  it('with a client id configured, refuses a token issued to another app', async () => {
    const reply = await google(configured, 'access_token=g-access-other-client');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Mã đăng nhập Google không thuộc ứng dụng này.');
    expect((await google(open, 'access_token=g-access-other-client')).status).toBe(200);
  });

  it('refuses a linked account that staff deactivated', async () => {
    const first = await google(open, 'access_token=g-access-minh');
    const me = await call(open.app, '/v1/me', { token: first.body.result.token });
    await open.db.db.update(users).set({ status: 'inactive' }).where(eq(users.id, me.body.result.id));
    const reply = await google(open, 'access_token=g-access-minh');
    expect(reply.status).toBe(403);
    expect(reply.body.error_code).toBe('ACCOUNT_INACTIVE');
  });

  it('asks for a token', async () => {
    const reply = await call(open.app, '/auth/login/google_token');
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0]).toMatchObject({ field: 'access_token', code: 'required' });
  });
});

describe('an unreachable provider', () => {
  let offline: TestApp;
  beforeAll(async () => {
    offline = await createTestApp({
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9/facebook',
      GOOGLE_TOKENINFO_URL: 'http://127.0.0.1:9/google',
      SOCIAL_TIMEOUT_MS: '2000',
    });
  });
  afterAll(() => offline.close());

  it('gives a clear 400, never a server error', async () => {
    const fb = await facebook(offline, 'anything');
    expect(fb.status).toBe(400);
    expect(fb.body.message).toBe('Không kết nối được với Facebook, vui lòng thử lại sau.');
    const g = await google(offline, 'access_token=anything', 'en');
    expect(g.status).toBe(400);
    expect(g.body.message).toBe('Could not reach Google, please try again later.');
  });
});

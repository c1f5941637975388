import { afterEach, describe, expect, it, vi } from 'vitest';
import { renewPageSession } from './page-session';

const jwt = (expiresInSeconds: number) =>
  ['{"alg":"HS256"}', JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expiresInSeconds })]
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.') + '.sig';

const page = (cookie: string) => new Request('http://web.test/my-account', { headers: { cookie } });

function apiAnswers(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('renewPageSession', () => {
  it('leaves a usable token alone, and a visitor without a long token', async () => {
    const fetchMock = apiAnswers(200, {});
    expect(await renewPageSession(page(`token=${jwt(600)}; long_token=page-a`))).toEqual({ kind: 'unchanged' });
    expect(await renewPageSession(page(`token=${jwt(-600)}`))).toEqual({ kind: 'unchanged' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renews an expired token before the page renders', async () => {
    apiAnswers(200, { code: 200, message: 'OK', result: { token: 'new-token', long_token: 'page-b2' } });
    const session = await renewPageSession(page(`token=${jwt(-1)}; long_token=page-b`));
    expect(session.kind).toBe('renewed');
    const cookies = session.kind === 'renewed' ? session.cookies : [];
    expect(cookies.map(({ name, value }) => [name, value])).toEqual([
      ['token', 'new-token'],
      ['long_token', 'page-b2'],
      ['session_only', ''],
      ['signed_in', '1'],
    ]);
    expect(cookies[0]?.options).toMatchObject({ httpOnly: true, maxAge: 86_400, sameSite: 'Lax' });
    // The hint cached pages read in the browser: no secret, so page scripts may see it.
    expect(cookies[3]?.options).toMatchObject({ maxAge: 2_592_000, sameSite: 'Lax' });
    expect(cookies[3]?.options.httpOnly).toBeUndefined();
  });

  it('ends a session the API refuses to renew, with a notice the page can read', async () => {
    apiAnswers(401, { code: 401, message: 'Phiên đăng nhập hết hạn', result: null });
    const session = await renewPageSession(page('long_token=page-c'));
    expect(session.kind).toBe('expired');
    const cookies = session.kind === 'expired' ? session.cookies : [];
    expect(cookies.filter((cookie) => cookie.options.maxAge === 0).map((cookie) => cookie.name)).toEqual([
      'token',
      'long_token',
      'login_type',
      'session_only',
      'signed_in',
    ]);
    expect(cookies.find((cookie) => cookie.name === 'session_expired')).toMatchObject({ value: '1', options: { maxAge: 60 } });
    expect(cookies.find((cookie) => cookie.name === 'session_expired')?.options.httpOnly).toBeUndefined();
  });

  it('keeps the session when the API cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    expect(await renewPageSession(page('long_token=page-d'))).toEqual({ kind: 'unchanged' });
  });
});

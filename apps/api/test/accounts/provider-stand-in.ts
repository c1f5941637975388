import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FACEBOOK_APP = { id: 'app-4242', secret: 'app-secret-4242' };
export const GOOGLE_CLIENT = 'client-4242.apps.googleusercontent.com';

const facebookPeople: Record<string, object> = {
  'fb-token-lan': {
    id: '1001',
    name: 'Lan Phạm',
    first_name: 'Lan',
    last_name: 'Phạm',
    email: 'lan.pham@example.com',
    picture: { data: { url: 'https://cdn.example.com/lan.jpg' } },
  },
  'fb-token-existing': { id: '1002', name: 'Khách Cũ', email: 'existing.customer@example.com' },
  'fb-token-plain-picture': {
    id: '1005',
    name: 'Hoa Trần',
    email: 'hoa.tran@example.com',
    picture: { data: { url: 'http://cdn.example.com/hoa.jpg' } },
  },
  'fb-token-no-email': { id: '1003', name: 'Không Email' },
  'fb-token-other-app': { id: '1004', name: 'Other App', email: 'other.app@example.com' },
};

const googleTokens: Record<string, object> = {
  'g-access-minh': {
    azp: GOOGLE_CLIENT,
    aud: GOOGLE_CLIENT,
    sub: '2001',
    scope: 'openid email profile',
    email: 'Minh.Vo@example.com',
    email_verified: 'true',
    expires_in: '3599',
  },
  'g-access-unverified': { azp: GOOGLE_CLIENT, aud: GOOGLE_CLIENT, sub: '2002', email: 'unverified@example.com', email_verified: 'false' },
  'g-access-other-client': {
    azp: 'another-client',
    aud: 'another-client',
    sub: '2003',
    email: 'other.client@example.com',
    email_verified: 'true',
  },
  'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIyMDA0In0.c2lnbmF0dXJl': {
    iss: 'https://accounts.google.com',
    aud: GOOGLE_CLIENT,
    sub: '2004',
    email: 'thu.ngo@example.com',
    email_verified: 'true',
    given_name: 'Thu',
    family_name: 'Ngô',
    picture: 'https://lh3.example.com/thu.png',
  },
};

function send(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/**
 * Stands in for the Graph API (/me, /debug_token) and Google (/tokeninfo, /userinfo), answering
 * like them, including their error bodies; it records each request for the tests to inspect.
 */
export async function startProviderStandIn() {
  const requests: URL[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push(url);
    if (url.pathname === '/facebook/me') {
      const person = facebookPeople[url.searchParams.get('access_token') ?? ''];
      if (!person)
        return send(response, 400, {
          error: { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190 },
        });
      return send(response, 200, person);
    }
    if (url.pathname === '/facebook/debug_token') {
      const token = url.searchParams.get('input_token') ?? '';
      if (url.searchParams.get('access_token') !== `${FACEBOOK_APP.id}|${FACEBOOK_APP.secret}`) {
        return send(response, 400, { error: { message: 'Invalid OAuth access token signature.', type: 'OAuthException', code: 190 } });
      }
      if (!facebookPeople[token])
        return send(response, 200, { data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] } });
      return send(response, 200, {
        data: { app_id: token === 'fb-token-other-app' ? '999' : FACEBOOK_APP.id, type: 'USER', is_valid: true, user_id: '1' },
      });
    }
    if (url.pathname === '/google/tokeninfo') {
      const token = url.searchParams.get('access_token') ?? url.searchParams.get('id_token') ?? '';
      const info = googleTokens[token];
      if (!info) return send(response, 400, { error: 'invalid_token', error_description: 'Invalid Value' });
      return send(response, 200, info);
    }
    if (url.pathname === '/google/userinfo') {
      if (request.headers.authorization !== 'Bearer g-access-minh') return send(response, 401, { error: 'invalid_request' });
      return send(response, 200, {
        sub: '2001',
        name: 'Võ Minh',
        given_name: 'Minh',
        family_name: 'Võ',
        picture: 'https://lh3.example.com/minh.png',
      });
    }
    return send(response, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    env: { FACEBOOK_GRAPH_URL: `${base}/facebook`, GOOGLE_TOKENINFO_URL: `${base}/google`, GOOGLE_USERINFO_URL: `${base}/google/userinfo` },
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

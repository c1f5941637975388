import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '@app/contracts/endpoint.js';
import { AppError } from '../lib/app-error.js';
import type { AccessTokens } from '../lib/access-token.js';
import type { EndedSessions } from '../lib/ended-sessions.js';
import { findPrincipal, type Principal } from '../modules/accounts/principal.repository.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    tokens: AccessTokens;
    endedSessions: EndedSessions;
  }
}

const GUARDED_PREFIXES = ['/v1/', '/auth/'];

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Every API route must say who may call it; a route under /v1 or /auth without `config.access`
 * stops the app at start, so no route can be left open by mistake.
 */
async function authPlugin(app: FastifyInstance, options: { tokens: AccessTokens; endedSessions: EndedSessions }) {
  app.decorate('tokens', options.tokens);
  app.decorate('endedSessions', options.endedSessions);
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    if (!GUARDED_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    if (route.url.startsWith('/v1/admin/') && (typeof access !== 'object' || !access.permission)) {
      throw new Error(`Admin route ${route.method} ${route.url} must require an item permission`);
    }
  });

  /** The caller's token checked, the principal found and held to the route's access. */
  async function authenticate(request: FastifyRequest, access: Exclude<Access, 'anonymous'>, token: string): Promise<void> {
    const verified = await app.tokens.verify(token);
    if (verified === 'expired') throw new AppError('TOKEN_EXPIRED');
    if (verified === 'invalid') {
      if (access === 'public') return;
      throw new AppError('UNAUTHORIZED');
    }
    const [principal, ended] = await Promise.all([findPrincipal(app.db, verified.userId), app.endedSessions.hasEnded(verified.sessionId)]);
    if (!principal) throw new AppError('UNAUTHORIZED');
    // Logout, a password change or a reused long token ended the session this token belongs to.
    if (ended) throw new AppError('TOKEN_EXPIRED');
    // A password change ends every session that began before it.
    if (principal.passwordChangedAt && verified.issuedAt * 1000 < principal.passwordChangedAt.getTime() - 1000) {
      throw new AppError('TOKEN_EXPIRED');
    }
    if (principal.status !== 'active') throw new AppError('ACCOUNT_INACTIVE');
    request.principal = principal;
    if (access === 'staff' && principal.itemPermissions.length === 0) throw new AppError('FORBIDDEN');
    if (typeof access === 'object' && !principal.itemPermissions.includes(access.permission)) throw new AppError('FORBIDDEN');
  }

  // A callback hook: most requests (public reads without a token) are decided without waiting, and an
  // async hook would cost each of them a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'anonymous') return done();
    const token = bearer(request);
    if (!token) return done(access === 'public' ? undefined : new AppError('UNAUTHORIZED'));
    authenticate(request, access, token).then(() => done(), done);
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db', 'errors'] });

/** The signed-in caller; only for routes whose access is 'user', 'staff' or a permission. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHORIZED');
  return request.principal;
}

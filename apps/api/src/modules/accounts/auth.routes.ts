import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints as endpoints, accountMessages, registerBodySchema } from '@app/contracts/accounts.js';
import { invalidField } from '../../lib/app-error.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { authRateLimit, refreshRateLimit } from './auth-rate-limits.js';
import { login } from './login.service.js';
import { acceptablePassword } from './password-policy.js';
import { register } from './registration.service.js';
import { endSession, refreshSession } from './session.service.js';

const tags = ['auth'];

/**
 * The client posts logout as form data: a multipart parser for small text fields only, in this
 * route's own scope, unless the app already parses multipart everywhere. Its text fields become the
 * body; a form that cannot be read (no boundary, cut short, a broken part) is the caller's mistake,
 * refused with a 400 rather than failing as the server's.
 */
const logoutRoute: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { files: 0, fields: 5, fieldSize: 1000, parts: 5 } });
    app.addHook('preValidation', async (request) => {
      if (!request.isMultipart()) return;
      const fields: Record<string, unknown> = {};
      try {
        for await (const part of request.parts()) if (part.type === 'field') fields[part.fieldname] = part.value;
      } catch (error) {
        // The parser's own refusals (too many parts or fields) carry their status already.
        if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
        throw invalidField('body', 'malformed_body');
      }
      request.body = fields;
    });
  }

  routeEndpoint(app, endpoints.logout, { tags }, async (request) => {
    await endSession(app, request.body.longToken, request.body.userId);
    return ok(null, accountMessages.loggedOut[request.locale]);
  });
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = { tags, config: authRateLimit(app.config) };

  routeEndpoint(app, endpoints.login, options, async (request) => ok(await login(app, request.body, request.ip)));

  routeEndpoint(app, endpoints.register, { ...options, body: registerBodySchema(acceptablePassword) }, async (request) =>
    ok(await register(app, request.body), accountMessages.registered[request.locale]),
  );

  routeEndpoint(app, endpoints.refresh, { tags, config: refreshRateLimit(app.config) }, async (request) => {
    const longToken = request.query.long_token ?? request.body?.long_token;
    if (!longToken) throw invalidField('long_token', 'required');
    return ok(await refreshSession(app, longToken));
  });

  await app.register(logoutRoute);
};

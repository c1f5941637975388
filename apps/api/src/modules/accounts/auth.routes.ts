import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountMessages,
  loginBody,
  loginResultSchema,
  logoutBody,
  refreshResultSchema,
  refreshTokenBody,
  refreshTokenQuery,
  registerBodySchema,
  registeredUserSchema,
} from '@app/contracts/accounts.js';
import { envelopeSchema } from '@app/contracts/envelope.js';
import { invalidField } from '../../lib/app-error.js';
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

  app.post(
    '/auth/logout',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'End the session of a long token (form data, URL-encoded form or JSON: userId, longToken)',
        body: logoutBody,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await endSession(app, request.body.longToken, request.body.userId);
      return ok(null, accountMessages.loggedOut[request.locale]);
    },
  );
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/authenticate',
    {
      config: { access: 'anonymous', ...authRateLimit(app.config) },
      schema: {
        tags,
        summary: 'Sign in with a username or email and a password',
        body: loginBody,
        response: { 200: envelopeSchema(loginResultSchema) },
      },
    },
    async (request) => ok(await login(app, request.body, request.ip)),
  );

  app.post(
    '/auth/register',
    {
      config: { access: 'anonymous', ...authRateLimit(app.config) },
      schema: {
        tags,
        summary: 'Create a customer account; the client signs in with the email afterwards',
        body: registerBodySchema(acceptablePassword),
        response: { 200: envelopeSchema(registeredUserSchema) },
      },
    },
    async (request) => ok(await register(app, request.body), accountMessages.registered[request.locale]),
  );

  app.post(
    '/v1/public/users/refresh-token',
    {
      config: { access: 'anonymous', ...refreshRateLimit(app.config) },
      schema: {
        tags,
        summary: 'Trade a long token for a new access token and a new long token (the old one stops working)',
        querystring: refreshTokenQuery,
        body: refreshTokenBody,
        response: { 200: envelopeSchema(refreshResultSchema) },
      },
    },
    async (request) => {
      const longToken = request.query.long_token ?? request.body?.long_token;
      if (!longToken) throw invalidField('long_token', 'required');
      return ok(await refreshSession(app, longToken));
    },
  );

  await app.register(logoutRoute);
};

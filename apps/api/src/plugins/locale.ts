import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { defaultLocale, localeFromHeader, type Locale } from '@app/contracts/locale.js';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** Every reply speaks the caller's language: Vietnamese unless Accept-Language prefers English. */
async function localePlugin(app: FastifyInstance) {
  app.decorateRequest('locale', defaultLocale);
  // A callback hook, not an async one: nothing here waits, and an async hook costs every request a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
    done();
  });
}

export default fp(localePlugin, { name: 'locale' });

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
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromHeader(request.headers['accept-language']);
  });
}

export default fp(localePlugin, { name: 'locale' });

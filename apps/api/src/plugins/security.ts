import fp from 'fastify-plugin';
import helmet from 'helmet';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every reply, and CORS only for the web app's own origin. Helmet is built once
 * here: its Fastify plugin rebuilds the whole middleware (and re-parses the policy) on every request,
 * which cost the busiest public reads about as much as everything else they do (decision 0010).
 */
async function securityPlugin(app: FastifyInstance, options: { webOrigin: string }) {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  await app.register(cors, { origin: [options.webOrigin], credentials: true });
}

export default fp(securityPlugin, { name: 'security' });

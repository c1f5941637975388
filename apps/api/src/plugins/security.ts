import fp from 'fastify-plugin';
import helmet from 'helmet';
import cors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * The headers a helmet middleware writes, read once. This API's policy has no per-request part (no
 * nonce: it serves no page that runs scripts), so every reply gets the same list, and running
 * helmet's dozen middlewares on each request cost the uncached public lists about a tenth of their
 * rate (decision 0010).
 */
function headersOf(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return [...headers];
}

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
  const headers = headersOf(securityHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(cors, { origin: [options.webOrigin], credentials: true });
}

export default fp(securityPlugin, { name: 'security' });

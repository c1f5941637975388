import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is built from the routes' own zod schemas, so it cannot drift. */
async function openApiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Sen Vàng Data API', description: 'Real-estate market reports shop', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace("default-src 'self'", "default-src 'self'"),
  });
  // The UI page needs its own scripts and styles; the API's strict policy would block them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/docs')) {
      reply.header(
        'content-security-policy',
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'",
      );
    }
  });
}

export default fp(openApiPlugin, { name: 'openapi' });

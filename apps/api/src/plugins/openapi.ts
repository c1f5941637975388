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
  // The UI page needs its own scripts and styles; the API's strict policy would block them. The
  // hook lives in the documentation's own scope, so no other request runs it.
  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply) => {
      reply.header(
        'content-security-policy',
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'",
      );
    });
    await docs.register(swaggerUi, { routePrefix: '/docs' });
  });
}

export default fp(openApiPlugin, { name: 'openapi' });

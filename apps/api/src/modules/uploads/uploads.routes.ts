import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadEndpoints } from '@app/contracts/uploads.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { receiveUpload } from './uploads.service.js';

const tags = ['uploads'];

/**
 * Staff uploads: pictures and files for the site's pages, and report content files. The multipart
 * parser lives in this scope only; each route reads its one file as a stream.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);

  routeEndpoint(app, uploadEndpoints.img, { tags }, async (request) => ok(await receiveUpload(app.storage, request, 'img')));
  routeEndpoint(app, uploadEndpoints.file, { tags }, async (request) => ok(await receiveUpload(app.storage, request, 'file')));
  routeEndpoint(app, uploadEndpoints.reportContent, { tags }, async (request) =>
    ok(await receiveUpload(app.storage, request, 'report-content')),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityId, optionalId } from '@app/contracts/list-query.js';
import { FileLinks } from './file-links.js';
import { openContentFile, openImage, opensInline, openUpload } from './files.service.js';

const contentParams = z.strictObject({ contentId: entityId });
const linkQuery = z.strictObject({
  exp: z.coerce.number({ message: 'invalid_number' }).int('invalid_number').min(0, 'invalid_number'),
  sig: z.string().min(1, 'required').max(128, 'invalid'),
  u: optionalId,
  c: optionalId,
});

/** `attachment; filename="…"` with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
function disposition(kind: 'inline' | 'attachment', fileName: string | null): string {
  if (!fileName) return kind;
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = new FileLinks(app.config.jwtSecret);

  app.get(
    '/v1/public/files/content/:contentId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary:
          'A report content file through a signed link from the content routes (valid 10 minutes; a signed-in reader’s link only in their session); byte ranges for video',
        params: contentParams,
        querystring: linkQuery,
      },
    },
    async (request, reply) => {
      const { file, range, fileName } = await openContentFile(app.db, app.storage, links, {
        contentId: request.params.contentId,
        query: request.query,
        rangeHeader: request.headers.range,
        viewerId: request.principal?.id,
      });
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', disposition(opensInline(file.contentType) ? 'inline' : 'attachment', fileName))
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=600');
      if (range) {
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', file.size);
      }
      return reply.send(file.body);
    },
  );

  app.get(
    '/files/images/*',
    { schema: { tags: ['files'], summary: 'Public raster images (covers, logos, avatars, banners), cached for a year' } },
    async (request, reply) => {
      const file = await openImage(app.storage, (request.params as { '*': string })['*']);
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-length', file.size)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          // Stored names are made by the server and never reused for other content.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(file.body)
      );
    },
  );

  app.get(
    '/files/uploads/*',
    {
      schema: {
        tags: ['files'],
        summary: 'Files uploaded for the site’s pages (PDF, archives, videos), cached for a year; byte ranges for video',
      },
    },
    async (request, reply) => {
      const { file, range } = await openUpload(app.storage, (request.params as { '*': string })['*'], request.headers.range);
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', opensInline(file.contentType) ? 'inline' : 'attachment')
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
        // Stored names are made by the server and never reused for other content.
        .header('cache-control', 'public, max-age=31536000, immutable');
      if (range) {
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', file.size);
      }
      return reply.send(file.body);
    },
  );
};

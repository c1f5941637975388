import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages } from '@app/contracts/accounts.js';
import { adminContactEndpoints as endpoints } from '@app/contracts/admin-contacts.js';
import { routeEndpoint, routeFileEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { vietnamWallClock } from '../../lib/vietnam-time.js';
import { principalOf } from '../../plugins/auth.js';
import type { ContactSort } from './admin-contacts.repository.js';
import * as service from './admin-contacts.service.js';

const options = { tags: ['admin: contact requests'] };

/** `yeu-cau-lien-he-20261125-0930.xlsx`, in Vietnam time: made by the server, never from input. */
function exportFileName(now: Date): string {
  const stamp = vietnamWallClock(now).toISOString();
  return `yeu-cau-lien-he-${stamp.slice(0, 10).replaceAll('-', '')}-${stamp.slice(11, 16).replace(':', '')}.xlsx`;
}

export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.search, options, async (request) => ok(await service.searchContacts(app.db, request.body, request.query)));

  routeEndpoint(app, endpoints.detail, options, async (request) => ok(await service.getContact(app.db, request.params.id)));

  routeEndpoint(app, endpoints.update, options, async (request) =>
    ok(
      await service.updateContact(app.db, { id: principalOf(request).id, ip: request.ip }, request.params.id, request.body),
      accountMessages.updated[request.locale],
    ),
  );

  routeFileEndpoint(app, endpoints.exportExcel, options, async (request, reply) => {
    const total = await service.countForExport(app.db, request.body);
    const output = new PassThrough();
    const sort = request.query.sort as ContactSort;
    service.writeContactWorkbook(service.contactBatches(app.db, request.body, sort), output).catch((error: unknown) => {
      request.log.error({ err: error }, 'contact export failed');
      output.destroy(error as Error);
    });
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
      .header('x-total-count', String(total))
      .header('access-control-expose-headers', 'Content-Disposition, X-Total-Count')
      .header('cache-control', 'no-store')
      .send(output);
  });
};

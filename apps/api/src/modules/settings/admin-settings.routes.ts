import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsEndpoints as endpoints, adminSettingsMessages } from '@app/contracts/admin-settings.js';
import { pageCacheTags } from '@app/contracts/page-cache.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import * as service from './admin-settings.service.js';

const options = { tags: ['admin: settings'] };

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.get, options, async () => ok(await service.getSettings(app.db)));

  routeEndpoint(app, endpoints.update, options, async (request) => {
    const { settings, changed } = await service.changeSettings(app.db, { id: principalOf(request).id, ip: request.ip }, request.body);
    // Every public page reads the settings: they are rendered anew at once, not when their cache runs out.
    if (changed.length) await app.pages.refresh([pageCacheTags.settings]);
    return ok(settings, adminSettingsMessages.saved[request.locale]);
  });
};

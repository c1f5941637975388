import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardEndpoints as endpoints } from '@app/contracts/admin-dashboard.js';
import { routeEndpoint } from '../../../lib/endpoint-route.js';
import { ok } from '../../../lib/reply.js';
import { dashboard } from './dashboard.service.js';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  routeEndpoint(app, endpoints.summary, { tags: ['admin: dashboard'] }, async (request) => ok(await dashboard(app.db, request.query)));
};

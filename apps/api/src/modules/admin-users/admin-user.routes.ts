import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountMessages } from '@app/contracts/accounts.js';
import {
  adminUserSchema,
  adminUserSearchBody,
  adminUserSearchQuery,
  changeRolesBody,
  roleSchema,
  updateStatusBody,
} from '@app/contracts/admin-users.js';
import { envelopeSchema, pageSchema } from '@app/contracts/envelope.js';
import { pageCacheTags } from '@app/contracts/page-cache.js';
import { principalOf } from '../../plugins/auth.js';
import { ok } from '../../lib/reply.js';
import * as service from './admin-user.service.js';

const tags = ['admin: users'];
const access = { permission: 'user-manage/users' } as const;

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/admin/users/search',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Search users by username, email, name or phone (with or without diacritics), status and role',
        querystring: adminUserSearchQuery,
        body: adminUserSearchBody,
        response: { 200: envelopeSchema(pageSchema(adminUserSchema)) },
      },
    },
    async (request) => ok(await service.searchUsers(app.db, request.body, request.query)),
  );

  app.put(
    '/v1/admin/users/change-roles',
    {
      config: { access },
      schema: {
        tags,
        summary: "Replace a user's roles and, when given, their own item permissions",
        body: changeRolesBody,
        response: { 200: envelopeSchema(adminUserSchema) },
      },
    },
    async (request) =>
      ok(
        await service.changeRoles(app.db, { principal: principalOf(request), ip: request.ip }, request.body),
        accountMessages.updated[request.locale],
      ),
  );

  app.put(
    '/v1/admin/users/update-status',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Activate or deactivate a user; deactivation ends their sessions',
        body: updateStatusBody,
        response: { 200: envelopeSchema(adminUserSchema) },
      },
    },
    async (request) => {
      const user = await service.updateStatus(app.db, { principal: principalOf(request), ip: request.ip }, request.body);
      // An ambassador whose account is switched off leaves the public pages with it.
      await app.pages.refresh([pageCacheTags.ambassadors, pageCacheTags.projects]);
      return ok(user, accountMessages.updated[request.locale]);
    },
  );

  app.get(
    '/v1/admin/role/get-all',
    {
      config: { access },
      schema: { tags, summary: 'Every role with the item permissions it carries', response: { 200: envelopeSchema(z.array(roleSchema)) } },
    },
    async () => ok(await service.listRoles(app.db)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditEndpoints, type AuditEntity } from '@app/contracts/admin-audit.js';
import { routeEndpoint } from '../../lib/endpoint-route.js';
import { ok } from '../../lib/reply.js';
import { auditHistory } from './audit.service.js';

const options = { tags: ['admin: audit trail'] };
const entityOf = {
  user: 'user',
  ambassador: 'ambassador',
  order: 'order',
  coupon: 'coupon',
  contactRequest: 'contact_request',
  area: 'area',
  province: 'province',
  district: 'district',
  review: 'review',
  systemSetting: 'system_setting',
  report: 'report',
  reportPackage: 'report_package',
  reportContent: 'report_content',
  blog: 'blog',
  blogCategory: 'blog_category',
  investor: 'investor',
  project: 'project',
  projectType: 'project_type',
  projectUtil: 'project_util',
  projectState: 'project_state',
} as const satisfies Record<keyof typeof adminAuditEndpoints, AuditEntity>;

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [name, entity] of Object.entries(entityOf) as [keyof typeof entityOf, AuditEntity][]) {
    routeEndpoint(app, adminAuditEndpoints[name], options, async (request) =>
      ok(await auditHistory(app.db, entity, request.params.id, request.query)),
    );
  }
};

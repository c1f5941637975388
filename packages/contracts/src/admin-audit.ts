import { z } from 'zod';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX } from './admin-users.ts';
import { defineEndpoint, timestamp } from './endpoint.ts';
import { pageSchema } from './envelope.ts';
import { pageNumberField, pageSizeField, requiredId } from './list-query.ts';
import type { PermissionItemCode } from './permissions.ts';

/**
 * The audit trail: every admin write records who made it, when, on which record, and the record's
 * values before and after. Each kind of record is read back under the item that owns it.
 */
export const auditEntities = {
  user: 'user-manage/users',
  ambassador: 'user-manage/ambassador',
  order: 'report-manage/order',
  coupon: 'report-manage/coupon',
  contact_request: 'user-manage/contact',
  area: 'report-manage/area',
  province: 'report-manage/area',
  district: 'report-manage/area',
  blog: 'news-manage/news',
  blog_category: 'news-manage/category',
  review: 'report-manage/review',
  system_setting: 'system/settings',
  report: 'report-manage/reports/list',
  report_package: 'report-manage/reports/package',
  report_content: 'report-manage/reports/content',
  investor: 'report-manage/investor',
  project: 'report-manage/project',
  project_type: 'report-manage/project',
  project_util: 'report-manage/project',
  project_state: 'report-manage/project',
} as const satisfies Record<string, PermissionItemCode>;
export type AuditEntity = keyof typeof auditEntities;

const values = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  entity: z.string(),
  entity_id: z.string(),
  /** What was done, such as `change-roles`, `confirm-transfer`, `update`. */
  action: z.string(),
  /** Null for writes made by the system, such as a bank notification. */
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  before: values,
  after: values,
  ip: z.string().nullable(),
  created_at: timestamp,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditHistoryParams = z.strictObject({ id: requiredId });
export const auditHistoryQuery = z.strictObject({ page: pageNumberField, page_size: pageSizeField(ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX) });

const historyEndpoint = <const E extends AuditEntity>(entity: E) =>
  defineEndpoint({
    method: 'GET',
    path: `/v1/admin/audit/${entity}/:id`,
    access: { permission: auditEntities[entity] },
    summary: `The audit trail of one ${entity.replace('_', ' ')}, newest first`,
    params: auditHistoryParams,
    query: auditHistoryQuery,
    reply: pageSchema(auditEntrySchema),
  });

export const adminAuditEndpoints = {
  user: historyEndpoint('user'),
  ambassador: historyEndpoint('ambassador'),
  order: historyEndpoint('order'),
  coupon: historyEndpoint('coupon'),
  contactRequest: historyEndpoint('contact_request'),
  area: historyEndpoint('area'),
  province: historyEndpoint('province'),
  district: historyEndpoint('district'),
  review: historyEndpoint('review'),
  systemSetting: historyEndpoint('system_setting'),
  report: historyEndpoint('report'),
  reportPackage: historyEndpoint('report_package'),
  reportContent: historyEndpoint('report_content'),
  blog: historyEndpoint('blog'),
  blogCategory: historyEndpoint('blog_category'),
  investor: historyEndpoint('investor'),
  project: historyEndpoint('project'),
  projectType: historyEndpoint('project_type'),
  projectUtil: historyEndpoint('project_util'),
  projectState: historyEndpoint('project_state'),
};

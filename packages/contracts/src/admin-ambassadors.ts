import { z } from 'zod';
import { adminSearchQuery } from './admin-users.ts';
import { adminAmbassadorChangeStatusBody, adminAmbassadorSchema, adminAmbassadorSearchBody, ambassadorLevels } from './ambassadors.ts';
import { defineEndpoint } from './endpoint.ts';
import { pageSchema } from './envelope.ts';
import { requiredId } from './list-query.ts';

export const REJECT_REASON_MAX = 1000;

export const ambassadorIdParam = z.strictObject({ id: requiredId });

export const adminAmbassadorSearchQuery = adminSearchQuery(['id', 'created_at', 'name'], 'id,desc');

export const rejectAmbassadorBody = z.strictObject({
  reason: z.string({ error: 'reject_reason_required' }).trim().min(1, 'reject_reason_required').max(REJECT_REASON_MAX, 'message_too_long'),
});

const ids = z
  .array(z.number({ error: 'invalid_number' }).int('invalid_number').min(1, 'invalid_number').max(2_147_483_647, 'invalid_number'))
  .max(200, 'too_big');

/** What the ambassador covers; the level names which list must not be empty (an investor covers its projects). */
export const ambassadorCoverageBody = z
  .strictObject({
    level: z.enum(ambassadorLevels, { error: 'ambassador_level_invalid' }),
    area_ids: ids.default([]),
    province_ids: ids.default([]),
    project_ids: ids.default([]),
  })
  .superRefine((value, ctx) => {
    const targets = { area: 'area_ids', province: 'province_ids', project: 'project_ids', investor: null } as const;
    const needed = targets[value.level];
    if (needed && value[needed].length === 0) ctx.addIssue({ code: 'custom', path: [needed], message: 'ambassador_targets_required' });
  });

const access = { permission: 'user-manage/ambassador' } as const;
const byId = (path: string, summary: string) =>
  defineEndpoint({
    method: 'PUT',
    path: `/v1/admin/ambassador/:id/${path}`,
    access,
    summary,
    params: ambassadorIdParam,
    reply: adminAmbassadorSchema,
  });

export const adminAmbassadorEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/ambassador/search',
    access,
    summary: 'Search ambassador registrations by name, email, phone or position, registration state, status and level',
    query: adminAmbassadorSearchQuery,
    body: adminAmbassadorSearchBody,
    reply: pageSchema(adminAmbassadorSchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/ambassador/:id',
    access,
    summary: 'One ambassador registration',
    params: ambassadorIdParam,
    reply: adminAmbassadorSchema,
  }),
  changeStatus: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/ambassador/change-status',
    access,
    summary: 'Approve or reject a registration, and/or lock or unlock the ambassador',
    body: adminAmbassadorChangeStatusBody,
    reply: adminAmbassadorSchema,
  }),
  approve: byId('approve', 'Approve a registration that waits or was rejected'),
  reject: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/ambassador/:id/reject',
    access,
    summary: 'Reject a registration with a reason the applicant is told',
    params: ambassadorIdParam,
    body: rejectAmbassadorBody,
    reply: adminAmbassadorSchema,
  }),
  /** A locked ambassador leaves the public pages at once. */
  lock: byId('lock', 'Lock an ambassador: their public page and listings disappear'),
  unlock: byId('unlock', 'Unlock an ambassador'),
  coverage: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/ambassador/:id/coverage',
    access,
    summary: "Set an ambassador's level and the areas, provinces and projects they cover",
    params: ambassadorIdParam,
    body: ambassadorCoverageBody,
    reply: adminAmbassadorSchema,
  }),
};

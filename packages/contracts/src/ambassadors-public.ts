import { z } from 'zod';
import { entityId, namedRef, pagingFields } from './list-query.ts';
import { ambassadorSummarySchema, projectListItemSchema } from './projects.ts';
import { defineEndpoint } from './endpoint.ts';
import { pageSchema } from './envelope.ts';

/** The home page's expert team shows 19 ambassadors. */
export const EXPERT_TEAM_SIZE = 19;
export const AMBASSADOR_PROJECTS_PAGE_SIZE = 12;

export const expertSchema = ambassadorSummarySchema.extend({
  experience: z.string().nullable(),
  website: z.string().nullable(),
  introduction: z.string().nullable(),
});

export const ambassadorProfileSchema = expertSchema.extend({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  facebook_url: z.string().nullable(),
  zalo_url: z.string().nullable(),
  /** What the ambassador covers, by level: areas, provinces, projects. */
  areas: z.array(namedRef),
  provinces: z.array(namedRef),
  projects: z.object({
    items: z.array(projectListItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});

export const expertTeamQuery = z.strictObject({ ...pagingFields(EXPERT_TEAM_SIZE, 100) });
export const ambassadorParam = z.strictObject({ id: entityId });
export const ambassadorProfileQuery = z.strictObject({ ...pagingFields(AMBASSADOR_PROJECTS_PAGE_SIZE, 100) });

export const ambassadorPublicEndpoints = {
  expertTeam: defineEndpoint({
    method: 'GET',
    path: '/v1/public/ambassador/report',
    access: 'public',
    summary: 'The expert team: approved ambassadors who are not locked, 19 per page',
    query: expertTeamQuery,
    reply: pageSchema(expertSchema),
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/v1/public/ambassador/detail/:id',
    access: 'public',
    summary: "An ambassador's page with the areas, provinces and projects they cover",
    params: ambassadorParam,
    query: ambassadorProfileQuery,
    reply: ambassadorProfileSchema,
  }),
};

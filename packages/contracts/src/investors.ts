import { z } from 'zod';
import { keywordField, namedRef, pagingFields } from './list-query.ts';
import { projectListItemSchema } from './projects.ts';
import { defineEndpoint } from './endpoint.ts';
import { pageSchema } from './envelope.ts';
import { idOrPermalinkParam } from './list-query.ts';

export const INVESTOR_PAGE_SIZE = 20;
export const INVESTOR_PROJECTS_PAGE_SIZE = 12;

export const investorListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company_name: z.string().nullable(),
  permalink: z.string(),
  logo_url: z.string().nullable(),
  founding_year: z.number().int().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  stock_code: z.string().nullable(),
  /** Active projects only. */
  project_count: z.number().int(),
});

export const investorDetailSchema = investorListItemSchema.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  main_field: z.string().nullable(),
  secondary_field: z.string().nullable(),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  province: namedRef.nullable(),
  /** The provincial unit (since 1 July 2025) the province belongs to now. */
  unit: namedRef.nullable(),
  district: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** A page of the investor's active projects, as `page` and `page_size` in the query ask. */
  projects: z.object({
    items: z.array(projectListItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});

export const investorListQuery = z.strictObject({ keyword: keywordField, ...pagingFields(INVESTOR_PAGE_SIZE, 100) });
export const investorDetailQuery = z.strictObject({ ...pagingFields(INVESTOR_PROJECTS_PAGE_SIZE, 100) });

export const investorEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/public/investors',
    access: 'public',
    summary: 'Active investors in Vietnamese order, with a diacritic-free search',
    query: investorListQuery,
    reply: pageSchema(investorListItemSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/public/investors/:id',
    access: 'public',
    summary: 'One active investor by id or permalink, with its number of active projects and a page of them',
    params: idOrPermalinkParam,
    query: investorDetailQuery,
    reply: investorDetailSchema,
  }),
};

import { z } from 'zod';
import { entityId, namedRef } from './list-query.ts';
import { booleanQuery } from './paging.ts';
import { defineEndpoint } from './endpoint.ts';
import { pageSchema } from './envelope.ts';
import { idParam } from './paging.ts';

export const PROVINCE_PAGE_SIZE = 100;
export const DISTRICT_PAGE_SIZE = 705;
export const DISTRICT_SMALL_PAGE_SIZE = 50;

const pageNumber = z.coerce.number({ message: 'invalid_number' }).int('invalid_number').min(1, 'invalid_number').max(100_000, 'too_big');

export const areaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  code: z.string(),
  active: z.boolean(),
  province_count: z.number().int(),
});
export type Area = z.infer<typeof areaSchema>;

export const provinceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_with_type: z.string(),
  name_en: z.string().nullable(),
  slug: z.string(),
  type: z.string(),
  area_id: z.number().int().nullable(),
  active: z.boolean(),
  /** The provincial unit (since 1 July 2025) this former province belongs to now. */
  unit_id: z.number().int().nullable(),
});
export type Province = z.infer<typeof provinceSchema>;

/**
 * A provincial unit of the structure in force since 1 July 2025 (34 units, no districts), with the
 * former provinces merged into it; reports, projects and investors keep their former province.
 */
export const provincialUnitSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_with_type: z.string(),
  name_en: z.string().nullable(),
  slug: z.string(),
  type: z.string(),
  area_id: z.number().int().nullable(),
  former_province_ids: z.array(z.number().int()),
});
export type ProvincialUnit = z.infer<typeof provincialUnitSchema>;

/** Where a place shown with a former province belongs now. */
export const unitRef = namedRef.nullable();

export const districtSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_with_type: z.string(),
  slug: z.string(),
  type: z.string(),
  province_id: z.number().int(),
  active: z.boolean(),
});
export type District = z.infer<typeof districtSchema>;

export const areaListQuery = z.strictObject({ active: booleanQuery.optional() });

/** Without `page` or `page_size` the whole list is returned (page size -1 in the original client). */
export const provinceListQuery = z.strictObject({
  active: booleanQuery.optional(),
  area_id: entityId.optional(),
  page: pageNumber.optional(),
  page_size: z
    .union([z.literal(-1), z.literal('-1').transform(() => -1 as const), pageNumber.pipe(z.number().max(PROVINCE_PAGE_SIZE, 'too_big'))])
    .optional(),
  keyword: z.string().trim().max(100, 'too_long').optional(),
});

export const districtListQuery = z.strictObject({
  active: booleanQuery.optional(),
  province_id: entityId.optional(),
  page: pageNumber.optional(),
  page_size: pageNumber.pipe(z.number().max(DISTRICT_PAGE_SIZE, 'too_big')).optional(),
  keyword: z.string().trim().max(100, 'too_long').optional(),
});

export const geographyEndpoints = {
  areas: defineEndpoint({
    method: 'GET',
    path: '/v1/public/areas',
    access: 'public',
    summary: 'Areas (groups of provinces)',
    query: areaListQuery,
    reply: pageSchema(areaSchema),
  }),
  provinces: defineEndpoint({
    method: 'GET',
    path: '/v1/public/provinces',
    access: 'public',
    summary: 'Provinces, sorted the Vietnamese way; all of them unless paged (page size up to 100)',
    query: provinceListQuery,
    reply: pageSchema(provinceSchema),
  }),
  province: defineEndpoint({
    method: 'GET',
    path: '/v1/public/provinces/:id',
    access: 'public',
    summary: 'One active province',
    params: idParam,
    reply: provinceSchema,
  }),
  units: defineEndpoint({
    method: 'GET',
    path: '/v1/public/provincial-units',
    access: 'public',
    summary: 'The 34 provincial units in force since 1 July 2025, each with its former provinces, sorted the Vietnamese way',
    query: areaListQuery,
    reply: pageSchema(provincialUnitSchema),
  }),
  districts: defineEndpoint({
    method: 'GET',
    path: '/v1/public/districts',
    access: 'public',
    summary: 'Districts, sorted the Vietnamese way; page size 705 by default (50 per province page in the client)',
    query: districtListQuery,
    reply: pageSchema(districtSchema),
  }),
  district: defineEndpoint({
    method: 'GET',
    path: '/v1/public/districts/:id',
    access: 'public',
    summary: 'One active district',
    params: idParam,
    reply: districtSchema,
  }),
};

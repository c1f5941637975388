import { z } from 'zod';
import { adminSearchQuery } from './admin-users.ts';
import { defineEndpoint, timestamp } from './endpoint.ts';
import { pageSchema } from './envelope.ts';
import { keywordField, namedRef, optionalFlag, optionalId, requiredId } from './list-query.ts';
import { booleanQuery } from './paging.ts';
import { blank, plainText, requiredPlainText } from './catalogue-fields.ts';

/**
 * Staff management of the geography: areas (groups of provinces), the provinces of both
 * administrative structures and the districts of the former one.
 *
 * Generation 1 is the structure in force until 30 June 2025 (63 provinces with districts);
 * generation 2 the one in force since 1 July 2025 (34 provincial units, no districts), each unit
 * listing the former provinces merged into it.
 */
export const provinceGenerations = [1, 2] as const;
export type ProvinceGeneration = (typeof provinceGenerations)[number];
export const FORMER_GENERATION = 1;
export const UNIT_GENERATION = 2;

export const areaBody = z.strictObject({
  name: requiredPlainText('area_name_required'),
  name_en: plainText(255),
  /** Lower-case letters without accents, digits and dashes; unique. */
  code: z
    .string({ error: 'area_code_invalid' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'area_code_invalid'),
  sort_order: z.preprocess(
    blank,
    z.coerce.number({ error: 'invalid_number' }).int('invalid_number').min(0, 'invalid_number').max(10_000, 'too_big').default(0),
  ),
  active: z.boolean({ error: 'invalid' }).default(true),
});
export type AreaInput = z.output<typeof areaBody>;

export const adminAreaSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_en: z.string().nullable(),
  sort_order: z.number().int(),
  active: z.boolean(),
  /** Former provinces in the area (active or not). */
  province_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminArea = z.infer<typeof adminAreaSchema>;

export const adminAreaSearchQuery = adminSearchQuery(['id', 'sort_order', 'name', 'code'], 'sort_order,asc');
export const adminAreaSearchBody = z.preprocess((value) => value ?? {}, z.strictObject({ keyword: keywordField, active: optionalFlag }));

const generationField = z.preprocess(
  blank,
  z.coerce
    .number({ error: 'invalid' })
    .refine((value): value is ProvinceGeneration => (provinceGenerations as readonly number[]).includes(value), 'invalid')
    .default(FORMER_GENERATION),
);

export const adminProvinceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_with_type: z.string(),
  name_en: z.string().nullable(),
  type: z.string(),
  generation: z.number().int(),
  area: namedRef.nullable(),
  active: z.boolean(),
  /** For a former province: the unit it belongs to since 1 July 2025. */
  unit: namedRef.nullable(),
  /** For a unit: the former provinces merged into it, the one that gave its name first. */
  former_provinces: z.array(namedRef.extend({ code: z.string() })),
  district_count: z.number().int(),
  updated_at: timestamp,
});
export type AdminProvince = z.infer<typeof adminProvinceSchema>;

export const adminProvinceSearchQuery = adminSearchQuery(['id', 'code', 'name'], 'code,asc');
export const adminProvinceSearchBody = z.preprocess(
  (value) => value ?? {},
  z.strictObject({
    keyword: keywordField,
    active: optionalFlag,
    area_id: optionalId,
    generation: generationField,
  }),
);

/** Staff move a province to another area, or out of every area with `null`. */
export const provinceUpdateBody = z.strictObject({
  area_id: z.preprocess((value) => (value === '' ? null : value), z.union([z.null(), requiredId], { error: 'invalid' })),
});

export const adminDistrictSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_with_type: z.string(),
  type: z.string(),
  province: namedRef,
  active: z.boolean(),
  updated_at: timestamp,
});
export type AdminDistrict = z.infer<typeof adminDistrictSchema>;

export const adminDistrictSearchQuery = adminSearchQuery(['id', 'code', 'name'], 'code,asc');
export const adminDistrictSearchBody = z.preprocess(
  (value) => value ?? {},
  z.strictObject({ keyword: keywordField, active: optionalFlag, province_id: optionalId }),
);

export const geographyIdParam = z.strictObject({ id: requiredId });

export const geographyChangeActiveQuery = z.strictObject({
  id: requiredId,
  active: z.preprocess(blank, z.union([z.boolean(), booleanQuery], { error: 'invalid' })),
});

const access = { permission: 'report-manage/area' } as const;

export const adminGeographyEndpoints = {
  searchAreas: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/area/search',
    access,
    summary: 'Areas by name or code and active flag',
    query: adminAreaSearchQuery,
    body: adminAreaSearchBody,
    reply: pageSchema(adminAreaSchema),
  }),
  createArea: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/area',
    access,
    summary: 'Create an area; its code must be new',
    body: areaBody,
    reply: adminAreaSchema,
  }),
  updateArea: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/area/:id',
    access,
    summary: 'Replace an area',
    params: geographyIdParam,
    body: areaBody,
    reply: adminAreaSchema,
  }),
  changeAreaActive: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/area/change-active',
    access,
    summary: 'Deactivate or reactivate an area; an inactive area leaves every public filter at once',
    query: geographyChangeActiveQuery,
    reply: adminAreaSchema,
  }),
  searchProvinces: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/province/search',
    access,
    summary: 'Former provinces (generation 1) or the provincial units since 1 July 2025 (generation 2), with the mapping between them',
    query: adminProvinceSearchQuery,
    body: adminProvinceSearchBody,
    reply: pageSchema(adminProvinceSchema),
  }),
  updateProvince: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/province/:id',
    access,
    summary: 'Move a province or unit to another area',
    params: geographyIdParam,
    body: provinceUpdateBody,
    reply: adminProvinceSchema,
  }),
  changeProvinceActive: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/province/change-active',
    access,
    summary: 'Deactivate or reactivate a province or unit; an inactive one leaves every public filter at once',
    query: geographyChangeActiveQuery,
    reply: adminProvinceSchema,
  }),
  searchDistricts: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/district/search',
    access,
    summary: 'Districts of the former provinces by name, province and active flag',
    query: adminDistrictSearchQuery,
    body: adminDistrictSearchBody,
    reply: pageSchema(adminDistrictSchema),
  }),
  changeDistrictActive: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/district/change-active',
    access,
    summary: 'Deactivate or reactivate a district',
    query: geographyChangeActiveQuery,
    reply: adminDistrictSchema,
  }),
};

import { z } from 'zod';
import { changeActiveQuery } from './admin-investors.ts';
import { adminSearchQuery } from './admin-users.ts';
import {
  activeFlag,
  blank,
  optionalCount,
  optionalPermalink,
  optionalRef,
  pictureUrl,
  plainText,
  requiredPlainText,
  richTextField,
} from './catalogue-fields.ts';
import { defineEndpoint, timestamp } from './endpoint.ts';
import { pageSchema } from './envelope.ts';
import { projectFactFields } from './projects.ts';
import { entityId, keywordField, namedRef, noQuery, optionalFlag, optionalId, requiredId } from './list-query.ts';

export const GALLERY_MAX = 50;
export const UTILITIES_MAX = 100;
export const PRICE_MAX = 10_000_000;
export const OPTIONS_LIMIT = 20;

const coordinate = (limit: number, message: string) =>
  z.preprocess(blank, z.coerce.number({ error: message }).min(-limit, message).max(limit, message).optional());

const galleryItem = z.strictObject({
  url: pictureUrl,
  caption: plainText(500, 'text_max_5000'),
});

export const projectBody = z
  .strictObject({
    title: requiredPlainText('required', 500),
    title_en: plainText(500, 'text_max_5000'),
    /** Blank: made from the title, the first one free. */
    permalink: optionalPermalink,
    investor_id: optionalRef,
    province_id: optionalRef,
    district_id: optionalRef,
    address: plainText(500, 'text_max_5000'),
    latitude: coordinate(90, 'latitude_invalid'),
    longitude: coordinate(180, 'longitude_invalid'),
    project_type_id: optionalRef,
    project_state_id: optionalRef,
    /** The latest word on where the project stands. */
    state_detail: plainText(5000),
    summary: plainText(1000, 'text_max_5000'),
    description: richTextField,
    description_en: richTextField,
    size_text: plainText(255),
    area_text: plainText(255),
    construction_area: plainText(255),
    building_density: plainText(255),
    scale: plainText(5000),
    /** Million VND per m², two decimals at most. */
    price: z.preprocess(
      blank,
      z.coerce
        .number({ error: 'price_invalid' })
        .min(0, 'price_invalid')
        .max(PRICE_MAX, 'too_big')
        .refine((value) => Math.round(value * 100) === value * 100, 'price_invalid')
        .optional(),
    ),
    tower_count: optionalCount(10_000),
    apartment_count: optionalCount(1_000_000),
    legal_status: plainText(5000),
    completion_time: plainText(64, 'text_max_255'),
    management_unit: plainText(255),
    design_unit: plainText(255),
    construction_unit: plainText(255),
    distribution_unit: plainText(255),
    development_unit: plainText(255),
    contractor_unit: plainText(255),
    /** An approved ambassador who is not locked. */
    ambassador_id: optionalRef,
    hot: z.boolean({ error: 'invalid' }).default(false),
    active: activeFlag,
    utility_ids: z.array(entityId, { error: 'invalid' }).max(UTILITIES_MAX, 'too_big').default([]),
    /** In the order shown; the first picture is the project's cover. */
    gallery: z.array(galleryItem, { error: 'invalid' }).max(GALLERY_MAX, 'gallery_too_big').default([]),
  })
  .superRefine((body, context) => {
    if ((body.latitude === undefined) !== (body.longitude === undefined)) {
      context.addIssue({ code: 'custom', path: [body.latitude === undefined ? 'latitude' : 'longitude'], message: 'position_incomplete' });
    }
  });
export type ProjectInput = z.output<typeof projectBody>;

export const adminProjectSearchQuery = adminSearchQuery(['id', 'created_at', 'title', 'price'], 'id,desc');

/** `keyword` matches the title, the permalink and the address, with or without diacritics. */
export const adminProjectSearchBody = z.preprocess(
  (value) => value ?? {},
  z.strictObject({
    keyword: keywordField,
    active: optionalFlag,
    hot: optionalFlag,
    investor_id: optionalId,
    province_id: optionalId,
    project_type_id: optionalId,
    project_state_id: optionalId,
  }),
);

const ref = z.object({ id: z.number().int(), name: z.string() });

export const adminProjectListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  permalink: z.string(),
  cover_url: z.string().nullable(),
  address: z.string().nullable(),
  price: z.number().nullable(),
  investor: ref.nullable(),
  province: namedRef.nullable(),
  district: ref.nullable(),
  project_type: namedRef.nullable(),
  project_state: namedRef.nullable(),
  ambassador: ref.nullable(),
  hot: z.boolean(),
  active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminProjectListItem = z.infer<typeof adminProjectListItemSchema>;

export const adminProjectSchema = adminProjectListItemSchema.extend({
  title_en: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  summary: z.string().nullable(),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  ...projectFactFields,
  utility_ids: z.array(z.number().int()),
  gallery: z.array(z.object({ id: z.number().int(), url: z.string(), caption: z.string().nullable() })),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

/** The three staff-managed lists a project picks from. */
export const projectListKinds = ['project-type', 'project-util', 'project-state'] as const;
export type ProjectListKind = (typeof projectListKinds)[number];

export const projectListEntryBody = z.strictObject({
  name: requiredPlainText('name_required'),
  name_en: plainText(255),
  active: activeFlag,
});
export type ProjectListEntryInput = z.output<typeof projectListEntryBody>;

export const adminProjectListEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  code: z.string(),
  sort_order: z.number().int(),
  active: z.boolean(),
  /** Projects using it: deactivating an entry hides it on those projects' pages. */
  project_count: z.number().int(),
});
export type AdminProjectListEntry = z.infer<typeof adminProjectListEntrySchema>;

export const optionsQuery = z.strictObject({ keyword: keywordField, include: optionalRef });

/** A choice in a select: active entries matching the keyword, plus the one the form already holds (`include`). */
export const adminOptionSchema = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
export type AdminOption = z.infer<typeof adminOptionSchema>;

const idParam = z.strictObject({ id: requiredId });
const access = { permission: 'report-manage/project' } as const;

function listEndpoints<const K extends ProjectListKind>(kind: K) {
  return {
    all: defineEndpoint({
      method: 'GET',
      path: `/v1/admin/${kind}`,
      access,
      summary: `Every ${kind} entry, active or not, in its order`,
      query: noQuery,
      reply: z.array(adminProjectListEntrySchema),
    }),
    create: defineEndpoint({
      method: 'POST',
      path: `/v1/admin/${kind}`,
      access,
      summary: `Add a ${kind} entry at the end of the list`,
      body: projectListEntryBody,
      reply: adminProjectListEntrySchema,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `/v1/admin/${kind}/:id`,
      access,
      summary: `Rename a ${kind} entry`,
      params: idParam,
      body: projectListEntryBody,
      reply: adminProjectListEntrySchema,
    }),
    changeActive: defineEndpoint({
      method: 'PUT',
      path: `/v1/admin/${kind}/change-active`,
      access,
      summary: `Deactivate a ${kind} entry or use it again`,
      query: changeActiveQuery,
      reply: adminProjectListEntrySchema,
    }),
  };
}

export const adminProjectListEndpoints = {
  'project-type': listEndpoints('project-type'),
  'project-util': listEndpoints('project-util'),
  'project-state': listEndpoints('project-state'),
};

export const adminProjectEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/project/search',
    access,
    summary: 'Projects by title, permalink or address, flags, investor, province, type and state',
    query: adminProjectSearchQuery,
    body: adminProjectSearchBody,
    reply: pageSchema(adminProjectListItemSchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/project/:id',
    access,
    summary: 'One project, active or not, with its utilities and gallery',
    params: idParam,
    reply: adminProjectSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/project',
    access,
    summary: 'Create a project; a blank permalink is made from the title, a typed one must be free',
    body: projectBody,
    reply: adminProjectSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/project/:id',
    access,
    summary: 'Replace a project with its utilities and gallery; the description is sanitised',
    params: idParam,
    body: projectBody,
    reply: adminProjectSchema,
  }),
  changeActive: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/project/change-active',
    access,
    summary: 'Hide a project from the public pages, or show it again',
    query: changeActiveQuery,
    reply: adminProjectSchema,
  }),
  investorOptions: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/project/investor-options',
    access,
    summary: 'Investors to choose for a project, by name',
    query: optionsQuery,
    reply: z.array(adminOptionSchema),
  }),
  ambassadorOptions: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/project/ambassador-options',
    access,
    summary: 'Approved ambassadors who are not locked, to dedicate to a project',
    query: optionsQuery,
    reply: z.array(adminOptionSchema),
  }),
};

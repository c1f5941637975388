import { z } from 'zod';
import { sortParam } from './paging.ts';
import { idList, keywordField, namedRef, optionalFlag, optionalId, pagingFields, requiredIdList } from './list-query.ts';
import { defineEndpoint } from './endpoint.ts';
import { pageSchema } from './envelope.ts';
import { idOrPermalinkParam, noQuery } from './list-query.ts';

export const PROJECT_PAGE_SIZE = 12;
export const PROJECT_PAGE_SIZE_MAX = 100;
export const PROJECT_SELECT_PAGE_SIZE = 20;
export const PROJECT_SEARCH_PAGE_SIZE = 10;
export const NEAREST_PROJECTS_LIMIT = 6;
export const COORDINATES_PAGE_SIZE = 2000;

const place = z.object({ id: z.number().int(), name: z.string() });
const investorRef = z.object({ id: z.number().int(), name: z.string(), permalink: z.string(), logo_url: z.string().nullable() });

export const ambassadorSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  position: z.string().nullable(),
  level: z.string(),
});

export const projectListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_en: z.string().nullable(),
  permalink: z.string(),
  cover_url: z.string().nullable(),
  summary: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Million VND per m². */
  price: z.number().nullable(),
  hot: z.boolean(),
  investor: investorRef.nullable(),
  province: namedRef.nullable(),
  /** The provincial unit (since 1 July 2025) the province belongs to now. */
  unit: namedRef.nullable(),
  district: place.nullable(),
  project_type: namedRef.nullable(),
  project_state: namedRef.nullable(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const projectListEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  code: z.string(),
  icon: z.string().nullable(),
});

const mediaSchema = z.object({ id: z.number().int(), kind: z.string(), url: z.string(), caption: z.string().nullable() });

export const projectAmbassadorSchema = ambassadorSummarySchema.extend({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  facebook_url: z.string().nullable(),
  zalo_url: z.string().nullable(),
  experience: z.string().nullable(),
});

const investorCardSchema = investorRef.extend({
  company_name: z.string().nullable(),
  founding_year: z.number().int().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  description: z.string().nullable(),
});

/** What a project is (size, density, legal status, who builds and sells it): shown on its page and edited by staff. */
export const projectFactFields = {
  state_detail: z.string().nullable(),
  size_text: z.string().nullable(),
  area_text: z.string().nullable(),
  construction_area: z.string().nullable(),
  building_density: z.string().nullable(),
  scale: z.string().nullable(),
  tower_count: z.number().int().nullable(),
  apartment_count: z.number().int().nullable(),
  legal_status: z.string().nullable(),
  completion_time: z.string().nullable(),
  management_unit: z.string().nullable(),
  design_unit: z.string().nullable(),
  construction_unit: z.string().nullable(),
  distribution_unit: z.string().nullable(),
  development_unit: z.string().nullable(),
  contractor_unit: z.string().nullable(),
};

export const projectDetailSchema = projectListItemSchema.extend({
  investor: investorCardSchema.nullable(),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  ...projectFactFields,
  utilities: z.array(projectListEntrySchema),
  media: z.array(mediaSchema),
  ambassador: projectAmbassadorSchema.nullable(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectFilterBody = z
  .strictObject({
    province_id: optionalId,
    /** A provincial unit since 1 July 2025: the projects of all its former provinces. */
    unit_id: optionalId,
    district_id: optionalId,
    investor_id: optionalId,
    project_type_id: optionalId,
    project_state_id: optionalId,
    keyword: keywordField,
    hot: optionalFlag,
    ...pagingFields(PROJECT_PAGE_SIZE, PROJECT_PAGE_SIZE_MAX),
  })
  .prefault({});

const priceBound = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce.number({ message: 'invalid' }).min(0, 'too_small').max(10_000_000, 'too_big').optional(),
);

export const projectSortColumns = ['id', 'title', 'price', 'created_at'] as const;

export const projectAdvanceSearchBody = z
  .strictObject({
    keyword: keywordField,
    province_ids: idList(100),
    unit_ids: idList(34),
    district_ids: idList(200),
    investor_ids: idList(100),
    project_type_ids: idList(50),
    project_state_ids: idList(50),
    /** Projects having every one of these utilities. */
    util_ids: idList(50),
    price_min: priceBound,
    price_max: priceBound,
    hot: optionalFlag,
    sort: sortParam(projectSortColumns, 'id,desc').optional(),
    ...pagingFields(PROJECT_PAGE_SIZE, PROJECT_PAGE_SIZE_MAX),
  })
  .prefault({});

export const projectIdsQuery = z.strictObject({ ids: requiredIdList(PROJECT_PAGE_SIZE_MAX) });

const coordinate = (limit: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number({ message: 'invalid' }).min(-limit, 'too_small').max(limit, 'too_big').optional(),
  );

export const nearestProjectsQuery = z
  .strictObject({
    project_id: optionalId,
    lat: coordinate(90),
    lng: coordinate(180),
    limit: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce
        .number({ message: 'invalid_number' })
        .int('invalid_number')
        .min(1, 'invalid_number')
        .max(50, 'too_big')
        .default(NEAREST_PROJECTS_LIMIT),
    ),
  })
  .refine((query) => query.project_id !== undefined || (query.lat !== undefined && query.lng !== undefined), {
    message: 'location_required',
    path: ['project_id'],
  });

export const nearProjectSchema = projectListItemSchema.extend({ distance_km: z.number() });

export const coordinatesQuery = z.strictObject({ province_id: optionalId, ...pagingFields(COORDINATES_PAGE_SIZE, 5000) });

export const projectCoordinateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  permalink: z.string(),
  lat: z.number(),
  lng: z.number(),
  hot: z.boolean(),
  province: namedRef.nullable(),
});

export const projectWithAmbassadorSchema = projectListItemSchema.extend({ ambassador: ambassadorSummarySchema });

export const projectPageQuery = z.strictObject({ ...pagingFields(PROJECT_PAGE_SIZE, PROJECT_PAGE_SIZE_MAX) });

export const projectSelectQuery = z.strictObject({ keyword: keywordField, ...pagingFields(PROJECT_SELECT_PAGE_SIZE, 100) });
export const projectOptionSchema = z.object({ id: z.number().int(), title: z.string() });

export const projectSearchQuery = z.strictObject({ keyword: keywordField, ...pagingFields(PROJECT_SEARCH_PAGE_SIZE, 50) });

export const projectEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/public/projects/:id',
    access: 'public',
    summary: 'One active project by id or permalink, with everything its page shows',
    params: idOrPermalinkParam,
    reply: projectDetailSchema,
  }),
  filter: defineEndpoint({
    method: 'POST',
    path: '/v1/public/projects/filter',
    access: 'public',
    summary: 'Projects by province, district, investor, type, state, keyword and hot flag',
    body: projectFilterBody,
    reply: pageSchema(projectListItemSchema),
  }),
  byIds: defineEndpoint({
    method: 'POST',
    path: '/v1/public/projects',
    access: 'public',
    summary: 'The active projects among `ids`, in that order',
    query: projectIdsQuery,
    reply: pageSchema(projectListItemSchema),
  }),
  advanceSearch: defineEndpoint({
    method: 'POST',
    path: '/v1/public/projects/advance-search',
    access: 'public',
    summary: 'Projects by lists of places, investors, types, states, utilities (all of them) and a price range',
    body: projectAdvanceSearchBody,
    reply: pageSchema(projectListItemSchema),
  }),
  nearest: defineEndpoint({
    method: 'GET',
    path: '/v1/public/projects/nearest-projects',
    access: 'public',
    summary: 'The closest projects to a project or to a point, with the distance in km',
    query: nearestProjectsQuery,
    reply: pageSchema(nearProjectSchema),
  }),
  coordinates: defineEndpoint({
    method: 'GET',
    path: '/v1/public/all-coordinates',
    access: 'public',
    summary: 'Positions of the active projects for the map',
    query: coordinatesQuery,
    reply: pageSchema(projectCoordinateSchema),
  }),
  withAmbassador: defineEndpoint({
    method: 'GET',
    path: '/v1/public/all-project-ambassador',
    access: 'public',
    summary: 'Projects with their dedicated ambassador',
    query: projectPageQuery,
    reply: pageSchema(projectWithAmbassadorSchema),
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/v1/public/project/select',
    access: 'public',
    summary: 'Project ids and titles for select boxes, in Vietnamese order',
    query: projectSelectQuery,
    reply: pageSchema(projectOptionSchema),
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/v1/public/project-search',
    access: 'public',
    summary: 'Project search that ignores diacritics and tolerates small typos',
    query: projectSearchQuery,
    reply: pageSchema(projectListItemSchema),
  }),
  types: defineEndpoint({
    method: 'GET',
    path: '/v1/public/project-type',
    access: 'public',
    summary: 'Project types',
    query: noQuery,
    reply: pageSchema(projectListEntrySchema),
  }),
  utilities: defineEndpoint({
    method: 'GET',
    path: '/v1/public/project-util',
    access: 'public',
    summary: 'Project utilities',
    query: noQuery,
    reply: pageSchema(projectListEntrySchema),
  }),
  states: defineEndpoint({
    method: 'GET',
    path: '/v1/public/project-state',
    access: 'public',
    summary: 'Project states',
    query: noQuery,
    reply: pageSchema(projectListEntrySchema),
  }),
};

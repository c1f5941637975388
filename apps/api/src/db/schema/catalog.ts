import { doublePrecision, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex, varchar, boolean } from 'drizzle-orm/pg-core';
import { active, id, publicCard, richText, searchText, timestamps } from './columns.js';
import { districts, provinces, areas } from './geography.js';
import { ambassadors } from './accounts.js';

export const investors = pgTable(
  'investors',
  {
    id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    companyName: varchar('company_name', { length: 500 }),
    permalink: varchar('permalink', { length: 255 }).notNull(),
    logoUrl: text('logo_url'),
    foundingYear: integer('founding_year'),
    website: text('website'),
    address: text('address'),
    provinceId: integer('province_id').references(() => provinces.id),
    districtId: integer('district_id').references(() => districts.id),
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 40 }),
    stockCode: varchar('stock_code', { length: 16 }),
    mainField: varchar('main_field', { length: 255 }),
    secondaryField: varchar('secondary_field', { length: 255 }),
    description: richText('description'),
    descriptionEn: richText('description_en'),
    active: active(),
    searchText: searchText(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('investors_permalink_uq').on(t.permalink),
    index('investors_active_idx').on(t.active),
    index('investors_province_idx').on(t.provinceId),
  ],
);

/** Staff-managed lists: `project-type`, `project-util`, `project-state`. */
const projectList = (name: string) =>
  pgTable(name, {
    id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    nameEn: varchar('name_en', { length: 255 }),
    code: varchar('code', { length: 64 }).notNull().unique(),
    icon: varchar('icon', { length: 64 }),
    sortOrder: integer('sort_order').notNull().default(0),
    active: active(),
    ...timestamps(),
  });
export const projectTypes = projectList('project_types');
export const projectUtils = projectList('project_utils');
export const projectStates = projectList('project_states');

export const projects = pgTable(
  'projects',
  {
    id: id(),
    title: varchar('title', { length: 500 }).notNull(),
    titleEn: varchar('title_en', { length: 500 }),
    permalink: varchar('permalink', { length: 255 }).notNull(),
    investorId: integer('investor_id').references(() => investors.id),
    provinceId: integer('province_id').references(() => provinces.id),
    districtId: integer('district_id').references(() => districts.id),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    projectTypeId: integer('project_type_id').references(() => projectTypes.id),
    projectStateId: integer('project_state_id').references(() => projectStates.id),
    stateDetail: text('state_detail'),
    coverUrl: text('cover_url'),
    summary: text('summary'),
    description: richText('description'),
    descriptionEn: richText('description_en'),
    sizeText: varchar('size_text', { length: 255 }),
    areaText: varchar('area_text', { length: 255 }),
    constructionArea: varchar('construction_area', { length: 255 }),
    buildingDensity: varchar('building_density', { length: 255 }),
    scale: text('scale'),
    /** Million VND per m². */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    towerCount: integer('tower_count'),
    apartmentCount: integer('apartment_count'),
    legalStatus: text('legal_status'),
    completionTime: varchar('completion_time', { length: 64 }),
    managementUnit: varchar('management_unit', { length: 255 }),
    designUnit: varchar('design_unit', { length: 255 }),
    constructionUnit: varchar('construction_unit', { length: 255 }),
    distributionUnit: varchar('distribution_unit', { length: 255 }),
    developmentUnit: varchar('development_unit', { length: 255 }),
    contractorUnit: varchar('contractor_unit', { length: 255 }),
    ambassadorId: integer('ambassador_id').references(() => ambassadors.id),
    hot: boolean('hot').notNull().default(false),
    active: active(),
    searchText: searchText(),
    card: publicCard(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('projects_permalink_uq').on(t.permalink),
    index('projects_investor_idx').on(t.investorId),
    index('projects_province_idx').on(t.provinceId),
    index('projects_district_idx').on(t.districtId),
    index('projects_type_idx').on(t.projectTypeId),
    index('projects_state_idx').on(t.projectStateId),
    index('projects_ambassador_idx').on(t.ambassadorId),
    index('projects_active_hot_idx').on(t.active, t.hot),
  ],
);

export const projectUtilities = pgTable(
  'project_utilities',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    utilId: integer('util_id')
      .notNull()
      .references(() => projectUtils.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.utilId] }), index('project_utilities_util_idx').on(t.utilId)],
);

export const projectMedia = pgTable(
  'project_media',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** image | video | youtube */
    kind: varchar('kind', { length: 16 }).notNull().default('image'),
    url: text('url').notNull(),
    caption: varchar('caption', { length: 500 }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('project_media_project_idx').on(t.projectId)],
);

/** What an ambassador covers, by level: areas, provinces or projects. */
export const ambassadorAreas = pgTable(
  'ambassador_areas',
  {
    ambassadorId: integer('ambassador_id')
      .notNull()
      .references(() => ambassadors.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ambassadorId, t.areaId] })],
);
export const ambassadorProvinces = pgTable(
  'ambassador_provinces',
  {
    ambassadorId: integer('ambassador_id')
      .notNull()
      .references(() => ambassadors.id, { onDelete: 'cascade' }),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ambassadorId, t.provinceId] })],
);
export const ambassadorProjects = pgTable(
  'ambassador_projects',
  {
    ambassadorId: integer('ambassador_id')
      .notNull()
      .references(() => ambassadors.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ambassadorId, t.projectId] })],
);

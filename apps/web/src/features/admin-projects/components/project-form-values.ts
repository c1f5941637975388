import type { AdminProject } from '@app/contracts/admin-projects';

export interface GalleryPicture {
  url: string;
  caption: string;
}

/** The form's values: text for inputs and selects ('' when blank), numbers where typed as numbers. */
export interface ProjectFormValues extends Record<string, unknown> {
  title: string;
  title_en: string;
  permalink: string;
  investor_id: string;
  province_id: string;
  district_id: string;
  address: string;
  latitude: number | string;
  longitude: number | string;
  project_type_id: string;
  project_state_id: string;
  state_detail: string;
  summary: string;
  description: string;
  description_en: string;
  size_text: string;
  area_text: string;
  construction_area: string;
  building_density: string;
  scale: string;
  price: number | string;
  tower_count: number | string;
  apartment_count: number | string;
  legal_status: string;
  completion_time: string;
  management_unit: string;
  design_unit: string;
  construction_unit: string;
  distribution_unit: string;
  development_unit: string;
  contractor_unit: string;
  ambassador_id: string;
  hot: boolean;
  active: boolean;
  utility_ids: string[];
  gallery: GalleryPicture[];
}

export const unitFields = [
  'management_unit',
  'design_unit',
  'construction_unit',
  'distribution_unit',
  'development_unit',
  'contractor_unit',
] as const;

const text = (value: string | null | undefined) => value ?? '';
const id = (ref: { id: number } | null | undefined) => (ref ? String(ref.id) : '');
const number = (value: number | null | undefined) => value ?? '';

export function projectFormValues(project: AdminProject | null): ProjectFormValues {
  return {
    title: text(project?.title),
    title_en: text(project?.title_en),
    permalink: text(project?.permalink),
    investor_id: id(project?.investor),
    province_id: id(project?.province),
    district_id: id(project?.district),
    address: text(project?.address),
    latitude: number(project?.latitude),
    longitude: number(project?.longitude),
    project_type_id: id(project?.project_type),
    project_state_id: id(project?.project_state),
    state_detail: text(project?.state_detail),
    summary: text(project?.summary),
    description: text(project?.description),
    description_en: text(project?.description_en),
    size_text: text(project?.size_text),
    area_text: text(project?.area_text),
    construction_area: text(project?.construction_area),
    building_density: text(project?.building_density),
    scale: text(project?.scale),
    price: number(project?.price),
    tower_count: number(project?.tower_count),
    apartment_count: number(project?.apartment_count),
    legal_status: text(project?.legal_status),
    completion_time: text(project?.completion_time),
    management_unit: text(project?.management_unit),
    design_unit: text(project?.design_unit),
    construction_unit: text(project?.construction_unit),
    distribution_unit: text(project?.distribution_unit),
    development_unit: text(project?.development_unit),
    contractor_unit: text(project?.contractor_unit),
    ambassador_id: id(project?.ambassador),
    hot: project?.hot ?? false,
    active: project?.active ?? true,
    utility_ids: (project?.utility_ids ?? []).map(String),
    gallery: (project?.gallery ?? []).map((picture) => ({ url: picture.url, caption: picture.caption ?? '' })),
  };
}

/** What the API takes: the utilities as numbers; everything else the contract's schema reads as typed. */
export function projectInput(values: ProjectFormValues) {
  return { ...values, utility_ids: values.utility_ids.map(Number) };
}

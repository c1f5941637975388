import type { AdminReport, ReportInput, ReportStatus } from '@app/contracts/admin-reports';

/** The form's values: selects hold ids as text, '' when nothing is chosen. */
export interface ReportFormValues extends Record<string, unknown> {
  title: string;
  title_en: string;
  permalink: string;
  /** A report is about a place (area and/or province) or about one project. */
  about: 'place' | 'project';
  area_id: string;
  province_id: string;
  project_id: string;
  cover_url: string;
  summary: string;
  description: string;
  published_on: string;
  hot: boolean;
  status: ReportStatus;
  is_free: boolean;
  active: boolean;
  package_ids: string[];
}

export function reportFormValues(report: AdminReport | null): ReportFormValues {
  return {
    title: report?.title ?? '',
    title_en: report?.title_en ?? '',
    permalink: report?.permalink ?? '',
    about: report?.project ? 'project' : 'place',
    area_id: report?.area ? String(report.area.id) : '',
    province_id: report?.province ? String(report.province.id) : '',
    project_id: report?.project ? String(report.project.id) : '',
    cover_url: report?.cover_url ?? '',
    summary: report?.summary ?? '',
    description: report?.description ?? '',
    published_on: report?.published_on ?? '',
    hot: report?.hot ?? false,
    status: report?.status ?? 'draft',
    is_free: report?.is_free ?? false,
    active: report?.active ?? true,
    // A package taken off sale is not offered again by saving.
    package_ids: report?.packages.filter((pkg) => pkg.active).map((pkg) => String(pkg.id)) ?? [],
  };
}

/** The values as the API takes them: the fields of the other kind of report left out. */
export function reportInput(values: ReportFormValues): Record<string, unknown> {
  const { about, area_id, province_id, project_id, package_ids, ...rest } = values;
  return {
    ...rest,
    ...(about === 'project' ? { project_id } : { area_id, province_id }),
    package_ids: package_ids.map(Number),
  } satisfies Partial<Record<keyof ReportInput, unknown>>;
}

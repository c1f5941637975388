import type { AdminContent, ContentInput } from '@app/contracts/admin-reports';
import type { ContentFormat } from '@app/contracts/reports';

/** The form's values: selects hold ids as text, number fields '' when blank. */
export interface ContentFormValues extends Record<string, unknown> {
  report_id: string;
  package_id: string;
  title: string;
  title_en: string;
  format: ContentFormat;
  /** A stored file or a link; a YouTube content is always a link. */
  source: 'file' | 'link';
  file_key: string;
  file_name: string;
  url: string;
  preview_text: string;
  page_count: number | string;
  sort_order: number | string;
  active: boolean;
}

export function contentFormValues(content: AdminContent | null, reportId: string): ContentFormValues {
  return {
    report_id: content ? String(content.report.id) : reportId,
    package_id: content ? String(content.package.id) : '',
    title: content?.title ?? '',
    title_en: content?.title_en ?? '',
    format: content?.format ?? 'pdf',
    source: content && !content.file_key ? 'link' : 'file',
    file_key: content?.file_key ?? '',
    file_name: content?.file_name ?? '',
    url: content?.url ?? '',
    preview_text: content?.preview_text ?? '',
    page_count: content?.page_count ?? '',
    sort_order: content?.sort_order ?? 0,
    active: content?.active ?? true,
  };
}

/** The values as the API takes them: the file or the link, whichever the source says. */
export function contentInput(values: ContentFormValues): Record<string, unknown> {
  const { source, file_key, file_name, url, page_count, ...rest } = values;
  const link = values.format === 'youtube' || source === 'link';
  return {
    ...rest,
    ...(link ? { url } : { file_key, file_name }),
    ...(values.format === 'pdf' ? { page_count } : {}),
  } satisfies Partial<Record<keyof ContentInput, unknown>>;
}

import type { ContentLink, ReportContents } from '@app/contracts/reports';

/** A bought content as the API lists it, a PDF behind a signed link unless told otherwise. */
export function contentLink(overrides: Partial<ContentLink> = {}): ContentLink {
  return {
    id: 11,
    title: 'Báo cáo thị trường',
    title_en: 'Market report',
    format: 'pdf',
    package_id: 2,
    package_name: 'Gói nâng cao',
    is_free: false,
    preview_text: null,
    page_count: 12,
    file_size: null,
    url: '/v1/public/files/content/11?exp=1&sig=abc',
    file_name: 'market-report.pdf',
    mime_type: 'application/pdf',
    expires_at: null,
    ...overrides,
  };
}

/** The API's envelope around `result`, as a fetch Response. */
export function envelopeResponse(result: unknown, status = 200, extra: Record<string, unknown> = {}): Response {
  return new Response(JSON.stringify({ code: status, message: status < 400 ? 'OK' : 'Refused', result, ...extra }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The API refusing one field of a form: a 400 naming the field, its rule and the message to show. */
export function fieldRefusal(field: string, code: string, message: string, extra: Record<string, unknown> = {}): Response {
  return envelopeResponse(null, 400, { error_code: 'VALIDATION_FAILED', errors: [{ field, code, message }], ...extra });
}

export function reportContents(packageId: number, contents: ContentLink[]): ReportContents {
  return {
    report: { id: 7, title: 'Báo cáo', permalink: 'bao-cao' },
    package: { id: packageId, name: 'Gói nâng cao', name_en: 'Advanced package', level: packageId, is_free: false },
    contents,
  };
}

const author = { id: 5, name: 'Nguyễn An', avatar_url: null };

/** A review as the API answers it once posted (the moment on the wire is text). */
export function postedReview(id: number) {
  return {
    id,
    report: { id: 7, title: 'Báo cáo', permalink: 'bao-cao' },
    rating: 4,
    content: 'Very complete',
    created_at: '2026-11-25T08:30:00.000Z',
    author,
    reply_count: 0,
  };
}

/** A reply as the API answers it once posted. */
export function postedReply(id: number, reviewId: number) {
  return { id, review_id: reviewId, parent_id: null, content: 'Thanks', created_at: '2026-11-25T08:30:00.000Z', author, from_shop: false };
}

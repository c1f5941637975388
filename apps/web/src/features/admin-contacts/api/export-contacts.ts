import { adminContactEndpoints } from '@app/contracts/admin-contacts';
import { endpointPath } from '@app/contracts/endpoint';
import type { Locale } from '@app/contracts/locale';
import { ApiError, buildUrl } from '@/lib/api-client';
import type { ContactFilters } from './search-contacts';

export interface ExportProgress {
  /** Bytes received so far. */
  received: number;
  /** Rows the workbook holds, from the `X-Total-Count` header. */
  rows: number | null;
  /** 0 to 100; null while nothing tells how large the file will be. */
  percent: number | null;
}

/**
 * The workbook is streamed as it is written, so its size is not known in advance; the API tells
 * the number of rows instead. Written by exceljs's streaming writer and zipped, a contact request
 * takes about 67 bytes and the workbook's fixed parts about 6.2 KB (measured on 1,000 and 10,000
 * requests like the seeded ones); the estimate rounds both up a little.
 */
export const BYTES_PER_ROW = 70;
export const FILE_OVERHEAD_BYTES = 6_300;
const FALLBACK_FILE_NAME = 'yeu-cau-lien-he.xlsx';

function expectedBytes(response: Response, rows: number | null): number | null {
  const length = Number(response.headers.get('content-length'));
  if (length > 0) return length;
  return rows === null ? null : FILE_OVERHEAD_BYTES + rows * BYTES_PER_ROW;
}

/** `attachment; filename*=UTF-8''a%20b.xlsx` or `attachment; filename="a.xlsx"`. */
export function fileNameOf(disposition: string | null): string {
  if (!disposition) return FALLBACK_FILE_NAME;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A badly encoded name falls back to the plain one.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || FALLBACK_FILE_NAME;
}

async function refusal(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    const envelope = JSON.parse(text) as { code?: number; message?: string; error_code?: string };
    return new ApiError(envelope.code ?? response.status, envelope.message ?? '', { errorCode: envelope.error_code, body: envelope });
  } catch {
    return new ApiError(response.status, '', { body: text });
  }
}

/**
 * Downloads the Excel export of a filter through the site's own /api, reading the stream to report
 * how far it is; the workbook is not the JSON envelope, so the API client is not used.
 */
export async function downloadContactExport({
  filters,
  sort,
  locale,
  signal,
  onProgress,
}: {
  filters: ContactFilters;
  sort: string;
  locale: Locale;
  signal?: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
}): Promise<{ fileName: string; blob: Blob }> {
  const endpoint = adminContactEndpoints.exportExcel;
  const response = await fetch(buildUrl('/api', endpointPath(endpoint, undefined), { sort }), {
    method: endpoint.method,
    headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
    body: JSON.stringify(filters),
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json') || !response.body) throw await refusal(response);

  const totalHeader = response.headers.get('x-total-count');
  const rows = totalHeader === null ? null : Number(totalHeader);
  const expected = expectedBytes(response, rows);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  onProgress({ received, rows, percent: expected === null ? null : 0 });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    // An estimate may fall short of the real size: the bar waits at 99 % until the last byte.
    onProgress({ received, rows, percent: expected === null ? null : Math.min(99, Math.floor((received / expected) * 100)) });
  }
  onProgress({ received, rows, percent: 100 });
  return { fileName: fileNameOf(response.headers.get('content-disposition')), blob: new Blob(chunks, { type }) };
}

/** Hands a downloaded file to the browser under its name. */
export function saveFile({ fileName, blob }: { fileName: string; blob: Blob }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the address after the click returns; it is released once the download has begun.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

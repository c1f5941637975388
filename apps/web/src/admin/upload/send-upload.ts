import { uploadedFileSchema, uploadEndpointOf, type UploadedFile, type UploadTarget } from '@app/contracts/uploads';
import type { Locale } from '@app/contracts/locale';
import { buildUrl, CanceledError } from '@/lib/api-client';

/** A refused or broken upload: `message` is the API's own (empty when it gave none or never answered). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface SendUploadOptions {
  locale: Locale;
  /** Bytes sent so far, of `total`. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

function refusal(status: number, text: string): UploadError {
  try {
    const envelope = JSON.parse(text) as { message?: unknown; error_code?: unknown };
    return new UploadError(
      typeof envelope.message === 'string' ? envelope.message : '',
      status,
      typeof envelope.error_code === 'string' ? envelope.error_code : undefined,
    );
  } catch {
    return new UploadError('', status);
  }
}

/**
 * Posts one file to an upload address through the site's `/api` as the form field the contract
 * names. XMLHttpRequest rather than fetch: only it reports how much of the body has been sent.
 */
export function sendUpload(target: UploadTarget, file: File, options: SendUploadOptions): Promise<UploadedFile> {
  const endpoint = uploadEndpointOf[target];
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new CanceledError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, buildUrl('/api', endpoint.path, undefined));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', options.locale);
    xhr.upload.onprogress = (event) => options.onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      const text = String(xhr.responseText ?? '');
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(refusal(xhr.status, text));
        return;
      }
      try {
        const envelope = JSON.parse(text) as { code?: unknown; result?: unknown };
        if (typeof envelope.code === 'number' && envelope.code >= 400) {
          reject(refusal(envelope.code, text));
          return;
        }
        const decoded = uploadedFileSchema.safeParse(envelope.result);
        if (decoded.success) resolve(decoded.data);
        else reject(new UploadError('', 0));
      } catch {
        reject(new UploadError('', 0));
      }
    };
    xhr.onerror = () => reject(new UploadError('', 0));
    xhr.ontimeout = () => reject(new UploadError('', 0));
    xhr.onabort = () => reject(new CanceledError('Upload canceled'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(endpoint.multipart.file, file, file.name);
    xhr.send(form);
  });
}

import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FileStorage, StoredFile } from './storage.js';
import { awsEncode, sha256Hex, signRequest, type SigV4Credentials } from './sigv4.js';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const UNSIGNED_EMPTY = sha256Hex('');

/** S3-compatible object storage through the REST API with path-style addressing and SigV4. */
export class S3Storage implements FileStorage {
  private readonly credentials: SigV4Credentials;

  constructor(private readonly options: S3Options) {
    this.credentials = {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    };
  }

  private url(key: string): URL {
    const base = this.options.endpoint.replace(/\/$/, '');
    return new URL(`${base}/${awsEncode(this.options.bucket, false)}/${awsEncode(key, true)}`);
  }

  private async send(method: string, key: string, init: { body?: Buffer; headers?: Record<string, string> } = {}): Promise<Response> {
    const url = this.url(key);
    const payloadHash = init.body ? sha256Hex(init.body) : UNSIGNED_EMPTY;
    const headers = signRequest({ method, url, headers: init.headers ?? {}, payloadHash }, this.credentials);
    return fetch(url, { method, headers, body: init.body, signal: AbortSignal.timeout(60_000) });
  }

  private static async fail(action: string, key: string, response: Response): Promise<never> {
    throw new Error(`S3 ${action} ${key} failed: ${response.status} ${(await response.text()).slice(0, 300)}`);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, { body, headers: { 'content-type': contentType, 'content-length': String(body.length) } });
    if (!response.ok) await S3Storage.fail('PUT', key, response);
  }

  async stat(key: string): Promise<{ size: number; contentType: string } | null> {
    const response = await this.send('HEAD', key);
    if (response.status === 404) return null;
    if (!response.ok) await S3Storage.fail('HEAD', key, response);
    return {
      size: Number(response.headers.get('content-length') ?? 0),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async get(key: string, range?: { start: number; end: number }): Promise<StoredFile | null> {
    const info = range ? await this.stat(key) : null;
    if (range && !info) return null;
    const response = await this.send('GET', key, range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {});
    if (response.status === 404) return null;
    if (!response.ok || !response.body) await S3Storage.fail('GET', key, response);
    return {
      body: Readable.fromWeb(response.body as unknown as WebReadableStream),
      size: info?.size ?? Number(response.headers.get('content-length') ?? 0),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) await S3Storage.fail('DELETE', key, response);
  }
}

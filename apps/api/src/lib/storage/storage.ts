import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

/** Where uploaded and generated files live: the local disk by default, S3-compatible storage when configured. */
export interface FileStorage {
  /**
   * Stores a file. A stream is written as it arrives, never held whole in memory; when it fails
   * (the uploader left, a size cap was crossed), nothing is left under the key and the error is thrown.
   */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** A byte range (inclusive end) serves video seeking. */
  get(key: string, range?: { start: number; end: number }): Promise<StoredFile | null>;
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

import { Readable } from 'node:stream';
import type { FileStorage, StoredFile } from '../../src/lib/storage/storage.js';

/** Files kept in a map, so seed tests write nothing to disk. */
export class MemoryStorage implements FileStorage {
  readonly files = new Map<string, { body: Buffer; contentType: string }>();

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    this.files.set(key, { body, contentType });
  }

  async get(key: string, range?: { start: number; end: number }): Promise<StoredFile | null> {
    const file = this.files.get(key);
    if (!file) return null;
    const body = range ? file.body.subarray(range.start, range.end + 1) : file.body;
    return { body: Readable.from([body]), size: file.body.length, contentType: file.contentType };
  }

  async stat(key: string): Promise<{ size: number; contentType: string } | null> {
    const file = this.files.get(key);
    return file ? { size: file.body.length, contentType: file.contentType } : null;
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
}

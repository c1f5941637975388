import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, StoredFile } from './storage.js';

const META_SUFFIX = '.meta.json';

/** Files under one folder; the content type sits beside each file so the server never guesses it. */
export class LocalStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return full;
  }

  /**
   * Writes to a temporary name beside the file and renames it when complete, so a reader never
   * sees half a file and a failed stream leaves nothing behind.
   */
  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    const full = this.resolve(key);
    const partial = `${full}.${randomBytes(6).toString('hex')}.part`;
    await mkdir(path.dirname(full), { recursive: true });
    try {
      await pipeline(body instanceof Readable ? body : Readable.from([body]), createWriteStream(partial));
      await writeFile(full + META_SUFFIX, JSON.stringify({ contentType }));
      await rename(partial, full);
    } catch (error) {
      await Promise.all([rm(partial, { force: true }), rm(full + META_SUFFIX, { force: true })]);
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number; contentType: string } | null> {
    const full = this.resolve(key);
    try {
      const [info, meta] = await Promise.all([stat(full), readFile(full + META_SUFFIX, 'utf8')]);
      return { size: info.size, contentType: (JSON.parse(meta) as { contentType: string }).contentType };
    } catch {
      return null;
    }
  }

  async get(key: string, range?: { start: number; end: number }): Promise<StoredFile | null> {
    const info = await this.stat(key);
    if (!info) return null;
    const body = createReadStream(this.resolve(key), range);
    return { body, size: info.size, contentType: info.contentType };
  }

  async delete(key: string): Promise<void> {
    const full = this.resolve(key);
    await rm(full, { force: true });
    await rm(full + META_SUFFIX, { force: true });
  }
}

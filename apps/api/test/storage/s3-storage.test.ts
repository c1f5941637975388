import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../src/lib/storage/s3-storage.js';
import { startS3StandIn } from './s3-stand-in.js';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-key-of-the-test', region: 'ap-southeast-1' };
let standIn: Awaited<ReturnType<typeof startS3StandIn>>;
let storage: S3Storage;

beforeAll(async () => {
  standIn = await startS3StandIn(credentials);
  storage = new S3Storage({ endpoint: standIn.endpoint, bucket: 'senvang-data', forcePathStyle: true, ...credentials });
});
afterAll(() => standIn.close());

async function bytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** `size` bytes of a repeating pattern, produced in 64 KiB chunks as a stream. */
function patterned(size: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('the uploader left'));
        return;
      }
      if (sent >= size) {
        this.push(null);
        return;
      }
      const length = Math.min(64 * 1024, size - sent);
      const chunk = Buffer.alloc(length);
      for (let index = 0; index < length; index += 1) chunk[index] = (sent + index) % 251;
      sent += length;
      this.push(chunk);
    },
  });
}

describe('S3 storage through the AWS SDK', () => {
  it('stores, reads whole and by range, describes and deletes an object with signed requests', async () => {
    const key = 'reports/bao cáo (2026)/tổng quan.pdf';
    await storage.put(key, Buffer.from('0123456789abcdef'), 'application/pdf');
    expect(standIn.objects.get(key)?.contentType).toBe('application/pdf');

    expect(await storage.stat(key)).toEqual({ size: 16, contentType: 'application/pdf' });
    const whole = await storage.get(key);
    expect((await bytes(whole!.body)).toString()).toBe('0123456789abcdef');
    const part = await storage.get(key, { start: 4, end: 7 });
    expect(part!.size).toBe(16);
    expect((await bytes(part!.body)).toString()).toBe('4567');

    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    expect(standIn.refused).toEqual([]);
  });

  it('sends a large stream as a multipart upload, part by part', async () => {
    const size = 20 * 1024 * 1024 + 12_345;
    await storage.put('contents/large.mp4', patterned(size), 'video/mp4');
    const stored = standIn.objects.get('contents/large.mp4');
    expect(stored?.body.length).toBe(size);
    expect(stored?.body.equals(await bytes(patterned(size)))).toBe(true);
    expect(standIn.operations.filter((operation) => operation.startsWith('UploadPart contents/large.mp4'))).toHaveLength(3);
    expect(standIn.operations).toContain('CompleteMultipartUpload contents/large.mp4');
    expect(standIn.refused).toEqual([]);
  });

  it('aborts the multipart upload of a stream that fails, leaving no parts and no object', async () => {
    await expect(storage.put('contents/broken.mp4', patterned(30 * 1024 * 1024, 18 * 1024 * 1024), 'video/mp4')).rejects.toThrow(
      'the uploader left',
    );
    expect(standIn.objects.has('contents/broken.mp4')).toBe(false);
    expect(standIn.uploads.size).toBe(0);
    expect(standIn.operations).toContain('AbortMultipartUpload contents/broken.mp4');
  });

  it('fails loudly when the store refuses the signature', async () => {
    const wrong = new S3Storage({
      endpoint: standIn.endpoint,
      bucket: 'senvang-data',
      forcePathStyle: true,
      ...credentials,
      secretAccessKey: 'not-the-key',
    });
    await expect(wrong.put('x.txt', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    expect(standIn.refused).toContain('PUT /senvang-data/x.txt');
    expect(standIn.objects.has('x.txt')).toBe(false);
  });
});

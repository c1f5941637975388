import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../src/lib/storage/s3-storage.js';
import { startS3StandIn } from './s3-stand-in.js';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret-key-of-the-test', region: 'ap-southeast-1' };
let standIn: Awaited<ReturnType<typeof startS3StandIn>>;
let storage: S3Storage;

beforeAll(async () => {
  standIn = await startS3StandIn(credentials);
  storage = new S3Storage({ endpoint: standIn.endpoint, bucket: 'senvang-data', ...credentials });
});
afterAll(() => standIn.close());

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
}

describe('S3 storage', () => {
  it('stores, reads whole and by range, describes and deletes an object with signed requests', async () => {
    const key = 'reports/bao cáo (2026)/tổng quan.pdf';
    await storage.put(key, Buffer.from('0123456789abcdef'), 'application/pdf');
    expect(standIn.objects.has(`/senvang-data/${key}`)).toBe(true);

    expect(await storage.stat(key)).toEqual({ size: 16, contentType: 'application/pdf' });
    const whole = await storage.get(key);
    expect(await text(whole!.body)).toBe('0123456789abcdef');
    const part = await storage.get(key, { start: 4, end: 7 });
    expect(part!.size).toBe(16);
    expect(await text(part!.body)).toBe('4567');

    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    expect(standIn.refused).toEqual([]);
  });

  it('fails loudly when the provider refuses the signature', async () => {
    const wrong = new S3Storage({ endpoint: standIn.endpoint, bucket: 'senvang-data', ...credentials, secretAccessKey: 'not-the-key' });
    await expect(wrong.put('x.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/403/);
    expect(standIn.refused).toContain('PUT /senvang-data/x.txt');
  });
});

import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '@app/contracts/uploads.js';
import { userPermissions } from '../../src/db/schema/index.js';
import { S3Storage } from '../../src/lib/storage/s3-storage.js';
import { login, registerUser, setRoles } from '../accounts/account-helpers.js';
import { startS3StandIn } from '../support/s3-stand-in.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const credentials = { accessKeyId: 'AKIDUPLOADS', secretAccessKey: 'uploads-secret-of-the-test', region: 'ap-southeast-1' };
const mp4 = readFileSync(new URL('../../src/db/seed/assets/market-overview.mp4', import.meta.url));
const MB = 1024 * 1024;

let standIn: Awaited<ReturnType<typeof startS3StandIn>>;
let t: TestApp;
let token: string;
let port: number;

beforeAll(async () => {
  standIn = await startS3StandIn(credentials);
  t = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: '1000' },
    { storage: new S3Storage({ endpoint: standIn.endpoint, bucket: 'senvang-data', forcePathStyle: true, ...credentials }) },
  );
  const staff = await registerUser(t.app);
  await setRoles(t.db.db, staff.id, ['STAFF']);
  await t.db.db.insert(userPermissions).values({ userId: staff.id, itemCode: 'report-manage/reports/content' });
  token = (await login(t.app, staff.username, staff.password)).token;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const boundary = '----s3-upload';
const head = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Tổng quan.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);

/** Posts a video of `size` bytes over a real connection in 1 MiB writes; `cutAfter` leaves midway. */
function postVideo(size: number, cutAfter?: number): Promise<{ status: number; body: string } | 'cut'> {
  return new Promise((resolve) => {
    const outgoing = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/v1/upload/report-content',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + size + tail.length),
      },
    });
    outgoing.on('response', async (response) => {
      let body = '';
      for await (const chunk of response) body += String(chunk);
      resolve({ status: response.statusCode ?? 0, body });
    });
    outgoing.on('error', () => resolve('cut'));
    void (async () => {
      outgoing.write(head);
      outgoing.write(mp4);
      const filler = Buffer.alloc(MB, 1);
      for (let sent = mp4.length; sent < size; sent += MB) {
        if (cutAfter !== undefined && sent >= cutAfter) {
          // Long enough for the parts already sent to reach the store.
          await new Promise((wait) => setTimeout(wait, 300));
          outgoing.destroy();
          resolve('cut');
          return;
        }
        const chunk = sent + MB > size ? filler.subarray(0, size - sent) : filler;
        if (!outgoing.write(chunk)) await new Promise((drained) => outgoing.once('drain', drained));
      }
      outgoing.end(tail);
    })();
  });
}

describe('uploads to S3-compatible storage', () => {
  it('sends a large report video to the store in parts as it arrives', async () => {
    const size = 20 * MB;
    const answer = await postVideo(size);
    expect(answer).not.toBe('cut');
    const { status, body } = answer as { status: number; body: string };
    expect(status).toBe(200);
    const result = (JSON.parse(body) as { result: UploadedFile }).result;
    expect(result).toMatchObject({ name: 'Tổng quan.mp4', size, type: 'video/mp4' });
    const stored = standIn.objects.get(result.url);
    expect(stored?.body.length).toBe(size);
    expect(stored?.contentType).toBe('video/mp4');
    expect(stored?.body.subarray(0, mp4.length).equals(mp4)).toBe(true);
    expect(standIn.operations.filter((operation) => operation.startsWith(`UploadPart ${result.url}`)).length).toBe(3);
    expect(standIn.refused).toEqual([]);
  });

  it('aborts the multipart upload when the uploader leaves, leaving nothing in the store', async () => {
    const objectsBefore = standIn.objects.size;
    expect(await postVideo(40 * MB, 20 * MB)).toBe('cut');
    for (let attempt = 0; attempt < 60 && !standIn.operations.at(-1)?.startsWith('AbortMultipartUpload'); attempt += 1) {
      await new Promise((wait) => setTimeout(wait, 50));
    }
    expect(standIn.operations.at(-1)).toMatch(/^AbortMultipartUpload contents\/[a-f0-9]{32}\.mp4$/);
    expect(standIn.operations.some((operation) => operation.startsWith('UploadPart'))).toBe(true);
    expect(standIn.uploads.size).toBe(0);
    expect(standIn.objects.size).toBe(objectsBefore);
  });
});

import { readFileSync } from 'node:fs';
import { mkdtemp, readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFileKeySchema, type UploadedFile } from '@app/contracts/uploads.js';
import { userPermissions } from '../../src/db/schema/index.js';
import { createZip } from '../../src/db/seed/files/zip-archive.js';
import { LocalStorage } from '../../src/lib/storage/local-storage.js';
import { login, registerUser, setRoles } from '../accounts/account-helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** A 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64');
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0'),
  Buffer.alloc(64),
]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const zip = createZip([{ name: 'so-lieu.csv', data: Buffer.from('tinh,gia\nHà Nội,100\n'), modified: new Date() }]);
const mp4 = readFileSync(new URL('../../src/db/seed/assets/market-overview.mp4', import.meta.url));
const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

let t: TestApp;
let storageDir: string;
let staffToken: string;
let contentStaffToken: string;
let customerToken: string;

async function tokenHolding(codes: string[]): Promise<string> {
  const user = await registerUser(t.app);
  if (codes.length > 0) {
    await setRoles(t.db.db, user.id, ['STAFF']);
    await t.db.db.insert(userPermissions).values(codes.map((itemCode) => ({ userId: user.id, itemCode })));
  }
  return (await login(t.app, user.username, user.password)).token;
}

/** Every file under the storage folder, as paths inside it. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storageDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)));
}

function multipart(fields: { name: string; fileName?: string; type?: string; data: Buffer }[]) {
  const boundary = `----upload${Math.random().toString(16).slice(2)}`;
  const parts = fields.map((field) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field.name}"` +
          (field.fileName === undefined ? '' : `; filename="${field.fileName}"`) +
          `\r\n${field.type ? `Content-Type: ${field.type}\r\n` : ''}\r\n`,
      ),
      field.data,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  url: string,
  file: { fileName: string; type?: string; data: Buffer; field?: string },
  options: { token?: string; language?: string } = {},
) {
  const body = multipart([
    { name: file.field ?? 'file', fileName: file.fileName, type: file.type ?? 'application/octet-stream', data: file.data },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': body.contentType,
      'accept-language': options.language ?? 'vi',
      ...(options.token !== undefined ? { authorization: `Bearer ${options.token}` } : { authorization: `Bearer ${staffToken}` }),
    },
    payload: body.payload,
  });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; message: string; result: UploadedFile | null; error_code?: string },
  };
}

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'uploads-test-'));
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, { storage: new LocalStorage(storageDir) });
  staffToken = await tokenHolding(['news-manage/news']);
  contentStaffToken = await tokenHolding(['report-manage/reports/content']);
  customerToken = await tokenHolding([]);
});
afterAll(() => t.close());

describe('uploading', () => {
  it('takes a picture, names it itself and serves it as the picture it is', async () => {
    const { status, body } = await upload('/v1/upload/img', { fileName: 'Ảnh bìa <dự án>.PNG', type: 'image/png', data: png });
    expect(status).toBe(200);
    expect(body.result).toEqual({
      url: expect.stringMatching(/^\/files\/images\/uploads\/[a-f0-9]{32}\.png$/),
      name: 'Ảnh bìa <dự án>.PNG',
      size: png.length,
      type: 'image/png',
    });
    const served = await t.app.inject({ method: 'GET', url: body.result!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('takes each kind for the pages through /v1/upload/file, typed from the bytes and not the name', async () => {
    const cases = [
      { data: jpeg, fileName: 'anh.jpg', type: 'image/jpeg', url: /^\/files\/images\/uploads\/[a-f0-9]{32}\.jpg$/ },
      { data: pdf, fileName: 'bang-gia.bin', type: 'application/pdf', url: /^\/files\/uploads\/[a-f0-9]{32}\.pdf$/ },
      { data: zip, fileName: 'so-lieu.zip', type: 'application/zip', url: /^\/files\/uploads\/[a-f0-9]{32}\.zip$/ },
      { data: mp4, fileName: 'gioi-thieu.mp4', type: 'video/mp4', url: /^\/files\/uploads\/[a-f0-9]{32}\.mp4$/ },
    ];
    for (const item of cases) {
      const { status, body } = await upload('/v1/upload/file', {
        fileName: item.fileName,
        type: 'application/octet-stream',
        data: item.data,
      });
      expect(status, item.fileName).toBe(200);
      expect(body.result).toMatchObject({ name: item.fileName, size: item.data.length, type: item.type });
      expect(body.result!.url).toMatch(item.url);
      const served = await t.app.inject({ method: 'GET', url: body.result!.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(item.type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe(item.type === 'application/zip' ? 'attachment' : 'inline');
      expect(served.rawPayload.equals(item.data)).toBe(true);
    }
  });

  it('serves a video uploaded for the pages by byte range', async () => {
    const { body } = await upload('/v1/upload/file', { fileName: 'clip.mp4', data: mp4 });
    const part = await t.app.inject({ method: 'GET', url: body.result!.url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${mp4.length}`);
    expect(part.rawPayload.equals(mp4.subarray(0, 100))).toBe(true);
  });

  it('keeps report content files private: a storage key for the content record, not a public address', async () => {
    for (const [data, type] of [
      [pdf, 'application/pdf'],
      [mp4, 'video/mp4'],
      [zip, 'application/zip'],
    ] as const) {
      const { status, body } = await upload(
        '/v1/upload/report-content',
        { fileName: 'Báo cáo quý 3.pdf', data },
        { token: contentStaffToken },
      );
      expect(status).toBe(200);
      expect(body.result).toMatchObject({ name: 'Báo cáo quý 3.pdf', size: data.length, type });
      expect(contentFileKeySchema.safeParse(body.result!.url).success).toBe(true);
      expect(await storedFiles()).toContain(body.result!.url);
      const name = body.result!.url.split('/').pop();
      expect((await t.app.inject({ method: 'GET', url: `/files/uploads/${name}` })).statusCode).toBe(404);
    }
  });

  it('answers in English when asked', async () => {
    const { body } = await upload('/v1/upload/img', { fileName: 'a.png', data: html }, { language: 'en' });
    expect(body.message).toBe('This file format is not accepted here. Accepted: PNG, JPG, GIF, WEBP, AVIF.');
  });
});

describe('refusals leave nothing stored', () => {
  const refusals: [string, () => Promise<{ status: number; body: { message: string; error_code?: string } }>, number, string, string][] = [
    [
      'a picture over 10 MB',
      () => upload('/v1/upload/img', { fileName: 'lon.png', data: Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]) }),
      413,
      'UPLOAD_TOO_LARGE',
      'Ảnh vượt quá dung lượng cho phép (tối đa 10 MB).',
    ],
    [
      'an HTML page named as a picture',
      () => upload('/v1/upload/img', { fileName: 'x.png', type: 'image/png', data: html }),
      415,
      'UPLOAD_TYPE_REFUSED',
      'Định dạng tệp không được hỗ trợ ở đây. Chấp nhận: PNG, JPG, GIF, WEBP, AVIF.',
    ],
    [
      'an SVG carrying a script',
      () => upload('/v1/upload/img', { fileName: 'logo.svg', type: 'image/svg+xml', data: svg }),
      415,
      'UPLOAD_TYPE_REFUSED',
      'Định dạng tệp không được hỗ trợ ở đây. Chấp nhận: PNG, JPG, GIF, WEBP, AVIF.',
    ],
    [
      'an SVG sent as any file',
      () => upload('/v1/upload/file', { fileName: 'logo.svg', type: 'image/svg+xml', data: svg }),
      415,
      'UPLOAD_TYPE_REFUSED',
      'Định dạng tệp không được hỗ trợ ở đây. Chấp nhận: PNG, JPG, GIF, WEBP, AVIF, PDF, ZIP, RAR, 7Z, MP4, WEBM, MOV.',
    ],
    [
      'a PDF where a picture is expected',
      () => upload('/v1/upload/img', { fileName: 'anh.png', data: pdf }),
      415,
      'UPLOAD_TYPE_REFUSED',
      'Định dạng tệp không được hỗ trợ ở đây. Chấp nhận: PNG, JPG, GIF, WEBP, AVIF.',
    ],
    [
      'a picture as a report content',
      () => upload('/v1/upload/report-content', { fileName: 'anh.png', data: png }, { token: contentStaffToken }),
      415,
      'UPLOAD_TYPE_REFUSED',
      'Định dạng tệp không được hỗ trợ ở đây. Chấp nhận: PDF, MP4, WEBM, MOV, ZIP, RAR, 7Z.',
    ],
    [
      'an empty file',
      () => upload('/v1/upload/img', { fileName: 'rong.png', data: Buffer.alloc(0) }),
      400,
      'UPLOAD_EMPTY',
      'Tệp rỗng, vui lòng chọn tệp khác.',
    ],
    [
      'a form without the file field',
      () => upload('/v1/upload/img', { fileName: 'a.png', data: png, field: 'image' }),
      400,
      'UPLOAD_FILE_MISSING',
      'Vui lòng chọn tệp để tải lên.',
    ],
  ];

  for (const [what, send, status, code, message] of refusals) {
    it(`refuses ${what}`, async () => {
      const before = await storedFiles();
      const { status: answered, body } = await send();
      expect(answered).toBe(status);
      expect(body.error_code).toBe(code);
      expect(body.message).toBe(message);
      expect(await storedFiles()).toEqual(before);
    });
  }

  it('refuses a body that is not a form, and a form with only text fields', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/upload/img',
      headers: { authorization: `Bearer ${staffToken}` },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error_code: 'UPLOAD_FILE_MISSING' });
    const form = multipart([{ name: 'note', data: Buffer.from('hello') }]);
    const fieldsOnly = await t.app.inject({
      method: 'POST',
      url: '/v1/upload/img',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(fieldsOnly.statusCode).toBe(400);
    expect(fieldsOnly.json()).toMatchObject({ error_code: 'UPLOAD_FILE_MISSING' });
  });

  it('drops what it had written when the uploader leaves midway', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = await storedFiles();
    const boundary = '----aborted';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="video.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
    await new Promise<void>((resolve) => {
      const request = httpRequest({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/v1/upload/file',
        headers: {
          authorization: `Bearer ${staffToken}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(50 * 1024 * 1024),
        },
      });
      request.on('error', () => resolve());
      request.write(head);
      request.write(mp4);
      // Enough past the sample for the file to be on its way to the storage.
      request.write(Buffer.alloc(3 * 1024 * 1024));
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 300);
    });
    let after: string[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await storedFiles();
      if (after.length === before.length) break;
    }
    expect(after).toEqual(before);
  });
});

describe('who may upload', () => {
  it('takes pictures and files from staff holding any admin item, and report contents only from its item', async () => {
    expect((await upload('/v1/upload/img', { fileName: 'a.png', data: png }, { token: contentStaffToken })).status).toBe(200);
    expect((await upload('/v1/upload/report-content', { fileName: 'a.pdf', data: pdf }, { token: staffToken })).status).toBe(403);
  });

  it('refuses customers and anonymous callers before reading the file', async () => {
    for (const url of ['/v1/upload/img', '/v1/upload/file', '/v1/upload/report-content']) {
      expect((await upload(url, { fileName: 'a.png', data: png }, { token: customerToken })).status).toBe(403);
      const anonymous = await t.app.inject({
        method: 'POST',
        url,
        payload: multipart([{ name: 'file', fileName: 'a.png', data: png }]).payload,
      });
      expect(anonymous.statusCode).toBe(401);
    }
  });
});

describe('serving uploaded files', () => {
  it('serves nothing under /files/uploads that uploads would not take, nor any other name', async () => {
    const storage = new LocalStorage(storageDir);
    await storage.put(`uploads/${'a'.repeat(32)}.html`, html, 'text/html');
    await storage.put(`uploads/${'b'.repeat(32)}.svg`, svg, 'image/svg+xml');
    await storage.put(`images/uploads/${'c'.repeat(32)}.png`, svg, 'image/svg+xml');
    for (const url of [
      `/files/uploads/${'a'.repeat(32)}.html`,
      `/files/uploads/${'b'.repeat(32)}.svg`,
      `/files/images/uploads/${'c'.repeat(32)}.png`,
      '/files/uploads/../contents/x.pdf',
      '/files/uploads/readme.pdf',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

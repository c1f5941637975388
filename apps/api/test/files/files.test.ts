import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, login } from '../accounts/account-helpers.js';
import { FileLinks } from '../../src/modules/files/file-links.js';
import { vietnamDay } from '../../src/lib/vietnam-time.js';

let t: TestApp;
let links: FileLinks;
let contents: { id: number; format: string; url: string; file_name: string; file_size: number }[];

beforeAll(async () => {
  t = await createTestApp();
  links = new FileLinks(t.app.config.jwtSecret);
  const free = (await call(t.app, '/v1/public/reports', { body: { is_free: true, page_size: 1 } })).body.result.items[0];
  contents = (await call(t.app, '/v1/public/reports/free-content', { body: { report_id: free.id } })).body.result.contents;
});
afterAll(() => t.close());

const content = (format: string) => contents.find((c) => c.format === format)!;
const fetch = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function downloads(contentId: number, userId: number | null) {
  const rows = await t.db.query<{ count: number; day: string }>(
    `select count, to_char(day, 'YYYY-MM-DD') as day from download_logs where content_id = $1 and user_id is not distinct from $2 and contact_request_id is null`,
    [contentId, userId],
  );
  return rows[0] ?? null;
}

describe('signed content links', () => {
  it('serves a PDF inline with the stored type, and an archive as an attachment', async () => {
    const pdf = await fetch(content('pdf').url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename=".+\.pdf"/);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const zip = await fetch(content('archive').url);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename=".+\.zip"/);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('serves a byte range of a video with 206', async () => {
    const video = content('video');
    const whole = await fetch(video.url);
    const part = await fetch(video.url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.rawPayload.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const tail = await fetch(video.url, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(-10))).toBe(true);
    const outside = await fetch(video.url, { range: `bytes=${whole.rawPayload.length}-` });
    expect(outside.statusCode).toBe(416);
  });

  it('refuses an expired or altered link with 403', async () => {
    const pdf = content('pdf');
    const expired = links.sign(pdf.id, {}, Date.now() - 11 * 60_000);
    const refused = await call(t.app, expired.url);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      error_code: 'FILE_LINK_INVALID',
      message: 'Liên kết tải tệp không hợp lệ hoặc đã hết hạn, vui lòng tải lại trang!',
    });

    const url = new URL(pdf.url, 'http://api');
    const tampered = new URL(url);
    tampered.searchParams.set('sig', `${url.searchParams.get('sig')!.slice(0, -2)}AA`);
    expect((await fetch(tampered.pathname + tampered.search)).statusCode).toBe(403);
    const later = new URL(url);
    later.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3600));
    expect((await fetch(later.pathname + later.search)).statusCode).toBe(403);
    const someoneElse = new URL(url);
    someoneElse.searchParams.set('u', '1');
    expect((await fetch(someoneElse.pathname + someoneElse.search)).statusCode).toBe(403);
    const otherContent = pdf.url.replace(`/content/${pdf.id}?`, `/content/${content('archive').id}?`);
    expect((await fetch(otherContent)).statusCode).toBe(403);

    const unsigned = await call(t.app, `/v1/public/files/content/${pdf.id}`);
    expect(unsigned.status).toBe(400);
  });

  it('answers 404 once the content is withdrawn', async () => {
    const archive = content('archive');
    const link = links.sign(archive.id, {});
    await t.db.query('update report_contents set active = false where id = $1', [archive.id]);
    expect((await fetch(link.url)).statusCode).toBe(404);
    await t.db.query('update report_contents set active = true where id = $1', [archive.id]);
  });

  it('counts downloads per user, content and day, not each piece of a video', async () => {
    const [user] = await t.db.query<{ id: number }>(`select id from users where username = 'khachhang'`);
    const video = content('video');
    const link = links.sign(video.id, { userId: user!.id });
    const { token } = await login(t.app, 'khachhang', 'Khach@2026!');
    const authorization = `Bearer ${token}`;
    expect(await downloads(video.id, user!.id)).toBeNull();
    await fetch(link.url, { authorization });
    await fetch(link.url, { authorization, range: 'bytes=0-99' });
    await fetch(link.url, { authorization, range: 'bytes=100-199' });
    expect(await downloads(video.id, user!.id)).toEqual({ count: 2, day: vietnamDay() });

    const anonymousBefore = (await downloads(video.id, null))?.count ?? 0;
    await fetch(links.sign(video.id, {}).url);
    expect((await downloads(video.id, null))?.count).toBe(anonymousBefore + 1);
  });

  it('dates downloads by the Vietnamese calendar day', () => {
    expect(vietnamDay(Date.UTC(2026, 0, 31, 16, 59))).toBe('2026-01-31');
    expect(vietnamDay(Date.UTC(2026, 0, 31, 17, 0))).toBe('2026-02-01');
  });
});

describe('public images', () => {
  it('serves stored raster images with a long cache', async () => {
    const [project] = await t.db.query<{ cover_url: string }>('select cover_url from projects where cover_url is not null limit 1');
    const image = await fetch(project!.cover_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('never serves anything but raster images from the image folder', async () => {
    await t.app.storage.put(
      'images/test/drawing.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    );
    await t.app.storage.put('images/test/page.png', Buffer.from('<html><script>alert(1)</script></html>'), 'text/html');
    for (const url of [
      '/files/images/test/drawing.svg',
      '/files/images/test/page.png',
      '/files/images/missing.png',
      '/files/images/%2e%2e/%2e%2e/jwt-secret',
      '/files/images/..%2f..%2freports%2fa.pdf',
      '/files/images/test/page.png.meta.json',
    ]) {
      const reply = await fetch(url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

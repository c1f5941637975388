import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/contracts/admin-audit.js';
import type { AdminBlog, AdminBlogListItem } from '@app/contracts/admin-blogs.js';
import type { Page } from '@app/contracts/envelope.js';
import { createShop, errorOf, resultOf, type Person, type Shop } from '../orders/support/shop.js';

let shop: Shop;
let writer: Person;
let categoryStaff: Person;

beforeAll(async () => {
  shop = await createShop();
  writer = await shop.person('nvtintuc', ['news-manage/news']);
  categoryStaff = await shop.person('nvdanhmuc', ['news-manage/category']);
});
afterAll(() => shop.t.close());

const minute = 60_000;
const valid = {
  title: 'Thị trường căn hộ Đà Nẵng quý 4',
  category_id: 22,
  language: 'vi',
  summary: 'Nguồn cung mới tăng mạnh.',
  content: '<h2>Tổng quan</h2><p>Giá <strong>tăng</strong> 5%.</p>',
  tags: ['Đà Nẵng', 'căn hộ'],
};
type Reply = Awaited<ReturnType<Shop['call']>>;
const create = (body: object, language = 'vi') =>
  shop.call({ method: 'POST', url: '/v1/admin/blog', as: writer, payload: body, headers: { 'accept-language': language } });
const update = (id: number, body: object, language = 'vi') =>
  shop.call({ method: 'PUT', url: `/v1/admin/blog/${id}`, as: writer, payload: body, headers: { 'accept-language': language } });
const fieldsOf = (reply: Reply) =>
  (reply.json() as { errors?: { field: string; message: string }[] }).errors?.map((error) => [error.field, error.message]);
const search = async (body: object, query = '') =>
  resultOf<Page<AdminBlogListItem>>(await shop.call({ method: 'POST', url: `/v1/admin/blog/search${query}`, as: writer, payload: body }));
const publicPost = (permalink: string) => shop.call({ method: 'GET', url: `/v1/public/blogs/${permalink}` });
const count = async (table: string) => (await shop.t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

describe('writing posts', () => {
  it('writes a draft with a permalink from the Vietnamese title, finds it, edits, publishes and hides it, each step audited', async () => {
    const created = resultOf<AdminBlog>(await create(valid));
    expect(created).toMatchObject({
      title: valid.title,
      permalink: 'thi-truong-can-ho-da-nang-quy-4',
      status: 'draft',
      published_at: null,
      scheduled: false,
      category: { id: 22 },
      tags: ['Đà Nẵng', 'căn hộ'],
      author: { id: writer.id },
      content: valid.content,
    });
    expect((await publicPost(created.permalink)).statusCode).toBe(404);

    const again = resultOf<AdminBlog>(await create(valid));
    expect(again.permalink).toBe('thi-truong-can-ho-da-nang-quy-4-2');

    const byTitle = await search(
      { keyword: 'can ho da nang', status: 'draft', category_id: 18, language: 'vi', tag: 'căn hộ' },
      '?sort=title,asc',
    );
    expect(byTitle.items.map((item) => item.id)).toEqual(expect.arrayContaining([created.id, again.id]));
    expect((await search({ keyword: 'can ho da nang', language: 'en' })).items).toEqual([]);
    // A tag is matched whole, whatever its case.
    expect((await search({ tag: 'ĐÀ NẴNG', status: 'draft' })).items.map((item) => item.id)).toEqual(expect.arrayContaining([created.id]));
    expect((await search({ tag: 'Đà', status: 'draft' })).items.map((item) => item.id)).not.toContain(created.id);
    expect((await search({ keyword: 'can ho da nang', category_id: 17 })).items.map((item) => item.id)).not.toContain(created.id);

    const edited = resultOf<AdminBlog>(await update(created.id, { ...valid, title: 'Căn hộ Đà Nẵng', hot: true }));
    expect(edited).toMatchObject({ title: 'Căn hộ Đà Nẵng', permalink: 'can-ho-da-nang', hot: true });

    const published = resultOf<AdminBlog>(
      await shop.call({ method: 'PUT', url: `/v1/admin/blog/change-status?id=${created.id}&status=published`, as: writer }),
    );
    expect(published.status).toBe('published');
    expect(published.published_at).not.toBeNull();
    const shown = await publicPost('can-ho-da-nang');
    expect(shown.statusCode).toBe(200);
    expect(resultOf<{ content: string }>(shown).content).toBe(valid.content);

    const hidden = await shop.call({ method: 'PUT', url: `/v1/admin/blog/change-status?id=${created.id}&status=hidden`, as: writer });
    expect(resultOf<AdminBlog>(hidden).status).toBe('hidden');
    expect((await publicPost('can-ho-da-nang')).statusCode).toBe(404);

    const detail = resultOf<AdminBlog>(await shop.call({ method: 'GET', url: `/v1/admin/blog/${created.id}`, as: writer }));
    expect(detail).toMatchObject({ status: 'hidden', title: 'Căn hộ Đà Nẵng' });

    const trail = resultOf<Page<AuditEntry>>(await shop.call({ method: 'GET', url: `/v1/admin/audit/blog/${created.id}`, as: writer }));
    expect(trail.items.map((entry) => entry.action)).toEqual(['status-hidden', 'status-published', 'update', 'create']);
    expect(trail.items[0]).toMatchObject({ before: { status: 'published' }, after: { status: 'hidden' }, actor: { id: writer.id } });
  });

  it('keeps a post published for a time to come off the site until that time', async () => {
    const future = resultOf<AdminBlog>(
      await create({ ...valid, title: 'Tin hẹn giờ', status: 'published', published_at: new Date(Date.now() + 10 * minute).toISOString() }),
    );
    expect(future).toMatchObject({ status: 'published', scheduled: true });
    expect((await publicPost(future.permalink)).statusCode).toBe(404);
    const list = resultOf<Page<{ id: number }>>(await shop.call({ method: 'GET', url: '/v1/public/blogs/by-category?category=18' }));
    expect(list.items.map((item) => item.id)).not.toContain(future.id);
    expect((await search({ scheduled: true })).items.map((item) => item.id)).toContain(future.id);

    const due = resultOf<AdminBlog>(
      await update(future.id, {
        ...valid,
        title: 'Tin hẹn giờ',
        status: 'published',
        published_at: new Date(Date.now() - minute).toISOString(),
      }),
    );
    expect(due.scheduled).toBe(false);
    expect((await publicPost(future.permalink)).statusCode).toBe(200);
    const after = resultOf<Page<{ id: number }>>(await shop.call({ method: 'GET', url: '/v1/public/blogs/by-category?category=18' }));
    expect(after.items.map((item) => item.id)).toContain(future.id);
  });

  it('cuts script out of the content when it is written, keeping what the editor makes', async () => {
    const hostile =
      '<h2 onclick="alert(1)">Bảng giá</h2><script>alert(document.cookie)</script><img src="x" onerror="alert(1)">' +
      '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>Quận</p></th></tr><tr><td colspan="1" rowspan="1"><p>Hải Châu</p></td></tr></tbody></table>' +
      '<img src="/files/img/2026/11/a.webp" alt="Ảnh">' +
      '<div data-youtube-video=""><iframe width="640" height="360" allowfullscreen="true" autoplay="false" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe></div>' +
      '<a href="javascript:alert(1)">xấu</a><iframe src="https://evil.example/embed/x"></iframe>';
    const post = resultOf<AdminBlog>(await create({ ...valid, title: 'Bài có mã độc', content: hostile }));
    expect(post.content).not.toMatch(/script|onerror|onclick|javascript:|evil\.example|src="x"/);
    expect(post.content).toContain('<h2>Bảng giá</h2>');
    expect(post.content).toContain('<th colspan="1" rowspan="1"><p>Quận</p></th>');
    expect(post.content).toContain('<img src="/files/img/2026/11/a.webp" alt="Ảnh" />');
    expect(post.content).toContain(
      '<div data-youtube-video><iframe width="640" height="360" allowfullscreen="true" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe></div>',
    );
    const [stored] = await shop.t.db.query<{ content: string }>('select content from blogs where id = $1', [post.id]);
    expect(stored!.content).toBe(post.content);
  });

  it('previews a draft as the public page shows it, to staff only', async () => {
    const draft = resultOf<AdminBlog>(await create({ ...valid, title: 'Bản xem trước', follow_report_id: shop.reports.main }));
    const preview = await shop.call({ method: 'GET', url: `/v1/admin/blog/${draft.id}/preview`, as: writer });
    expect(resultOf(preview)).toMatchObject({
      id: draft.id,
      title: 'Bản xem trước',
      content: valid.content,
      category: { id: 22 },
      follow_report: { id: shop.reports.main },
    });
    expect((await shop.call({ method: 'GET', url: `/v1/admin/blog/${draft.id}/preview` })).statusCode).toBe(401);
    expect((await shop.call({ method: 'GET', url: `/v1/admin/blog/${draft.id}/preview`, as: shop.buyer })).statusCode).toBe(403);
  });

  it('refuses bad posts with field messages in the caller’s language, storing nothing', async () => {
    const before = await count('blogs');
    expect(fieldsOf(await create({ ...valid, title: '  ', category_id: '' }))).toEqual([
      ['title', 'Vui lòng nhập thông tin này'],
      ['category_id', 'Vui lòng nhập thông tin này'],
    ]);
    expect(fieldsOf(await create({ ...valid, permalink: 'Có Dấu', status: 'live', language: 'fr' }, 'en'))).toEqual([
      ['permalink', 'The permalink may hold only lower-case letters without accents, digits and dashes'],
      ['language', 'Invalid value'],
      ['status', 'Invalid value'],
    ]);
    expect(fieldsOf(await create({ ...valid, category_id: 999_999 }, 'en'))).toEqual([['category_id', 'This category does not exist']]);
    expect(fieldsOf(await create({ ...valid, follow_report_id: 999_999 }))).toEqual([['follow_report_id', 'Báo cáo không tồn tại']]);
    expect(fieldsOf(await create({ ...valid, published_at: 'mai' }, 'en'))).toEqual([['published_at', 'Invalid date and time']]);
    expect(fieldsOf(await create({ ...valid, cover_url: 'javascript:alert(1)' }, 'en'))).toEqual([
      ['cover_url', 'The picture link must start with https://'],
    ]);
    expect(fieldsOf(await create({ ...valid, tags: Array.from({ length: 21 }, (_, n) => `the${n}`) }))).toEqual([
      ['tags', 'Tối đa 20 thẻ, mỗi thẻ từ 1 đến 50 kí tự'],
    ]);
    expect(fieldsOf(await create({ ...valid, title: 'x'.repeat(256), content: 'y'.repeat(500_001) }, 'en'))).toEqual([
      ['title', 'At most 255 characters'],
      ['content', 'The content is too long'],
    ]);
    expect(fieldsOf(await create({ ...valid, hot: 'yes', tags: 'a', extra: 1 }, 'en'))?.map(([field]) => field)).toEqual(
      expect.arrayContaining(['hot', 'tags']),
    );
    await expect(count('blogs')).resolves.toBe(before);

    const first = resultOf<AdminBlog>(await create({ ...valid, title: 'Đường dẫn riêng', permalink: 'duong-dan-rieng' }));
    expect(fieldsOf(await create({ ...valid, permalink: first.permalink }, 'en'))).toEqual([
      ['permalink', 'This permalink is already used, please choose another'],
    ]);
    expect(await count('blogs')).toBe(before + 1);
  });

  it('answers unknown posts and bad ids clearly', async () => {
    const missing = await shop.call({ method: 'GET', url: '/v1/admin/blog/999999', as: writer, headers: { 'accept-language': 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('This post does not exist.');
    for (const id of ['abc', '-1', '0', '99999999999', '1%27%20or%201=1'])
      expect((await shop.call({ method: 'GET', url: `/v1/admin/blog/${id}`, as: writer })).statusCode).toBe(400);
    const status = await shop.call({ method: 'PUT', url: '/v1/admin/blog/change-status?id=1&status=deleted', as: writer });
    expect(status.statusCode).toBe(400);
    expect(fieldsOf(status)).toEqual([['status', 'Vui lòng chọn trạng thái cần thay đổi']]);
    const search = await shop.call({
      method: 'POST',
      url: '/v1/admin/blog/search',
      as: writer,
      payload: { from: '2026-12-01', to: '2026-11-01' },
    });
    expect(fieldsOf(search)).toEqual([['to', 'Khoảng thời gian không hợp lệ']]);
  });

  it('is refused to staff of other items', async () => {
    expect((await shop.call({ method: 'POST', url: '/v1/admin/blog', as: categoryStaff, payload: valid })).statusCode).toBe(403);
    expect((await shop.call({ method: 'POST', url: '/v1/admin/blog/search', as: shop.staff, payload: {} })).statusCode).toBe(403);
  });

  it('offers the categories in tree order and reports by title for the form', async () => {
    const tree = resultOf<{ id: number; depth: number }[]>(
      await shop.call({ method: 'GET', url: '/v1/admin/blog/category-options', as: writer }),
    );
    const at = (id: number) => tree.findIndex((row) => row.id === id);
    expect(at(18)).toBeLessThan(at(22));
    expect(tree.find((row) => row.id === 22)?.depth).toBe(1);
    const reports = resultOf<{ id: number; title: string }[]>(
      await shop.call({ method: 'GET', url: `/v1/admin/blog/report-options?keyword=${encodeURIComponent('thị trường')}`, as: writer }),
    );
    expect(reports.map((report) => report.id)).toContain(shop.reports.main);
  });
});

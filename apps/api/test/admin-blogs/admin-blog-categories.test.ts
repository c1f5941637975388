import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlogCategory } from '@app/contracts/admin-blog-categories.js';
import type { AuditEntry } from '@app/contracts/admin-audit.js';
import type { Page } from '@app/contracts/envelope.js';
import { createShop, errorOf, resultOf, type Person, type Shop } from '../orders/support/shop.js';

let shop: Shop;
let staff: Person;

beforeAll(async () => {
  shop = await createShop();
  staff = await shop.person('nvdanhmuc', ['news-manage/category']);
});
afterAll(() => shop.t.close());

type Reply = Awaited<ReturnType<Shop['call']>>;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, language = 'vi') =>
  shop.call({ method, url, as: staff, payload, headers: { 'accept-language': language } });
const fieldsOf = (reply: Reply) =>
  (reply.json() as { errors?: { field: string; message: string }[] }).errors?.map((error) => [error.field, error.message]);
const search = async (body: object, query = '') =>
  resultOf<Page<AdminBlogCategory>>(await send('POST', `/v1/admin/blog-category/search${query}`, body));

describe('the news category tree', () => {
  it('lists the fixed tab categories in tree order with their depth, path and posts', async () => {
    const all = await search({}, '?page_size=100');
    const ids = all.items.map((row) => row.id);
    for (const id of [17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]) expect(ids).toContain(id);
    expect(ids.indexOf(18)).toBeLessThan(ids.indexOf(22));
    expect(ids.indexOf(22)).toBeLessThan(ids.indexOf(19));
    expect(all.items.find((row) => row.id === 22)).toMatchObject({ parent_id: 18, depth: 1, path: ['Bản tin', 'Bản tin thị trường'] });
    expect(all.items.find((row) => row.id === 17)!.post_count).toBeGreaterThan(0);

    const found = await search({ keyword: 'ban tin thi' });
    expect(found.items.map((row) => row.id)).toEqual([22]);
    const children = await search({ parent_id: 21 }, '?sort=name,asc');
    expect(children.items.map((row) => row.id).sort()).toEqual([26, 27, 28, 29, 30]);
  });

  it('creates, renames, moves, deactivates and deletes a category, each step audited', async () => {
    const created = resultOf<AdminBlogCategory>(
      await send('POST', '/v1/admin/blog-category', { name: 'Thị trường Đà Lạt', parent_id: 17 }),
    );
    expect(created).toMatchObject({ slug: 'thi-truong-da-lat', parent_id: 17, depth: 1, active: true, post_count: 0 });
    const child = resultOf<AdminBlogCategory>(
      await send('POST', '/v1/admin/blog-category', { name: 'Biệt thự Đà Lạt', name_en: 'Da Lat villas', parent_id: created.id }),
    );
    expect(child).toMatchObject({ depth: 2, path: ['Tin tức vùng miền', 'Thị trường Đà Lạt', 'Biệt thự Đà Lạt'] });

    const renamed = resultOf<AdminBlogCategory>(
      await send('PUT', `/v1/admin/blog-category/${created.id}`, {
        name: 'Lâm Đồng',
        name_en: 'Lam Dong',
        slug: 'lam-dong',
        parent_id: 19,
      }),
    );
    expect(renamed).toMatchObject({ name: 'Lâm Đồng', slug: 'lam-dong', parent_id: 19, depth: 1 });

    const off = resultOf<AdminBlogCategory>(await send('PUT', `/v1/admin/blog-category/change-active?id=${child.id}&active=false`));
    expect(off.active).toBe(false);

    expect(errorOf(await send('DELETE', `/v1/admin/blog-category/${created.id}`, undefined, 'en')).message).toBe(
      'A category that still has subcategories cannot be deleted; move or delete them first.',
    );
    expect(resultOf(await send('DELETE', `/v1/admin/blog-category/${child.id}`))).toEqual({ id: child.id });
    expect(resultOf(await send('DELETE', `/v1/admin/blog-category/${created.id}`))).toEqual({ id: created.id });
    expect((await shop.call({ method: 'GET', url: `/v1/admin/blog-category/${created.id}`, as: staff })).statusCode).toBe(404);

    const trail = resultOf<Page<AuditEntry>>(
      await shop.call({ method: 'GET', url: `/v1/admin/audit/blog_category/${created.id}`, as: staff }),
    );
    expect(trail.items.map((entry) => entry.action)).toEqual(['delete', 'move', 'create']);
  });

  it('refuses a move under the category itself or one of its subcategories', async () => {
    const top = resultOf<AdminBlogCategory>(await send('POST', '/v1/admin/blog-category', { name: 'Cấp một' }));
    const middle = resultOf<AdminBlogCategory>(await send('POST', '/v1/admin/blog-category', { name: 'Cấp hai', parent_id: top.id }));
    const bottom = resultOf<AdminBlogCategory>(await send('POST', '/v1/admin/blog-category', { name: 'Cấp ba', parent_id: middle.id }));
    expect(fieldsOf(await send('PUT', `/v1/admin/blog-category/${top.id}`, { name: 'Cấp một', parent_id: bottom.id }))).toEqual([
      ['parent_id', 'Không thể chuyển danh mục vào chính nó hoặc danh mục con của nó'],
    ]);
    expect(fieldsOf(await send('PUT', `/v1/admin/blog-category/${top.id}`, { name: 'Cấp một', parent_id: top.id }, 'en'))).toEqual([
      ['parent_id', 'A category cannot be moved under itself or one of its subcategories'],
    ]);
    expect(
      resultOf<AdminBlogCategory>(await shop.call({ method: 'GET', url: `/v1/admin/blog-category/${top.id}`, as: staff })).parent_id,
    ).toBeNull();
  });

  it('keeps the fixed tab categories and any category with posts, saying why', async () => {
    const fixed = await send('DELETE', '/v1/admin/blog-category/17', undefined, 'en');
    expect(fixed.statusCode).toBe(409);
    expect(errorOf(fixed).message).toBe('This category is a tab of the news page, so it cannot be deleted, only hidden.');
    expect(fieldsOf(await send('PUT', '/v1/admin/blog-category/22', { name: 'Bản tin thị trường', parent_id: 21 }))).toEqual([
      ['parent_id', 'Danh mục này là một thẻ của trang tin tức nên giữ nguyên danh mục cha'],
    ]);

    const used = resultOf<AdminBlogCategory>(await send('POST', '/v1/admin/blog-category', { name: 'Có bài viết' }));
    await shop.t.db.query(`insert into blogs (title, permalink, category_id) values ('Bài', 'bai-trong-danh-muc', $1)`, [used.id]);
    const refused = await send('DELETE', `/v1/admin/blog-category/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('Không thể xoá danh mục còn bài viết, vui lòng chuyển bài viết sang danh mục khác trước.');
    expect((await shop.call({ method: 'GET', url: `/v1/admin/blog-category/${used.id}`, as: staff })).statusCode).toBe(200);
  });

  it('refuses bad input in the caller’s language, changing nothing', async () => {
    const [{ n: before }] = (await shop.t.db.query<{ n: number }>('select count(*)::int as n from blog_categories')) as [{ n: number }];
    expect(fieldsOf(await send('POST', '/v1/admin/blog-category', { name: ' ', parent_id: 'x' }))).toEqual([
      ['name', 'Vui lòng nhập thông tin này'],
      ['parent_id', 'Giá trị phải là số nguyên dương'],
    ]);
    expect(fieldsOf(await send('POST', '/v1/admin/blog-category', { name: 'A', parent_id: 999_999 }, 'en'))).toEqual([
      ['parent_id', 'This category does not exist'],
    ]);
    expect(fieldsOf(await send('POST', '/v1/admin/blog-category', { name: 'B', slug: 'ban-tin' }, 'en'))).toEqual([
      ['slug', 'This permalink is already used, please choose another'],
    ]);
    expect(fieldsOf(await send('POST', '/v1/admin/blog-category', { name: 'x'.repeat(256), slug: '<b>' }, 'en'))).toEqual([
      ['name', 'At most 255 characters'],
      ['slug', 'The permalink may hold only lower-case letters without accents, digits and dashes'],
    ]);
    const html = resultOf<AdminBlogCategory>(await send('POST', '/v1/admin/blog-category', { name: '<script>alert(1)</script>' }));
    expect(html.slug).toBe('script-alert-1-script');
    expect((await send('PUT', '/v1/admin/blog-category/change-active?id=abc&active=maybe')).statusCode).toBe(400);
    expect((await send('DELETE', '/v1/admin/blog-category/999999')).statusCode).toBe(404);
    const [{ n: after }] = (await shop.t.db.query<{ n: number }>('select count(*)::int as n from blog_categories')) as [{ n: number }];
    expect(after).toBe(before + 1);
  });

  it('is refused to staff of other items', async () => {
    const writer = await shop.person('nvtin', ['news-manage/news']);
    expect((await shop.call({ method: 'POST', url: '/v1/admin/blog-category', as: writer, payload: { name: 'X' } })).statusCode).toBe(403);
  });
});

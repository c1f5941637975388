import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema } from '@app/contracts/envelope.js';
import { blogEndpoints } from '@app/contracts/blogs.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call } from '../accounts/account-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Blog {
  id: number;
  permalink: string;
  language: string;
  hot: boolean;
  tags: string[];
  published_at: string;
  category: { id: number } | null;
}

const ids = (items: Blog[]) => items.map((item) => item.id);

async function published(language: string, where = 'true', params: unknown[] = []): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from blogs where status = 'published' and published_at <= now() and language = $1 and ${where}`,
    [language, ...params],
  );
  return row!.n;
}

describe('blog lists', () => {
  it("lists published posts in the caller's language, 10 a page, by id descending", async () => {
    const vi = await call(t.app, '/v1/public/blogs');
    expect(vi.status).toBe(200);
    expect(vi.body.result).toMatchObject({ page: 1, page_size: 10, total: await published('vi') });
    const items: Blog[] = vi.body.result.items;
    expect(items.every((blog) => blog.language === 'vi')).toBe(true);
    expect(ids(items)).toEqual(ids(items).sort((a, b) => b - a));

    const en = await call(t.app, '/v1/public/blogs?page_size=100', { language: 'en-US,en;q=0.9' });
    expect(en.body.result.total).toBe(await published('en'));
    expect(en.body.result.items.every((blog: Blog) => blog.language === 'en')).toBe(true);
    const asked = await call(t.app, '/v1/public/blogs?language=en&page_size=100');
    expect(ids(asked.body.result.items)).toEqual(ids(en.body.result.items));
  });

  it('sorts by publication time when asked and refuses unknown languages and sorts', async () => {
    const { body } = await call(t.app, '/v1/public/blogs?sort=published_at,asc&page_size=100');
    const dates = body.result.items.map((blog: Blog) => blog.published_at);
    expect(dates).toEqual([...dates].sort());
    expect((await call(t.app, '/v1/public/blogs?language=fr')).body.errors[0]).toMatchObject({ field: 'language' });
    expect((await call(t.app, '/v1/public/blogs?sort=title,desc')).body.errors[0]).toMatchObject({ field: 'sort' });
    expect((await call(t.app, '/v1/public/blogs?page_size=101')).status).toBe(400);
  });

  it('hides drafts and posts scheduled for later', async () => {
    const { body } = await call(t.app, '/v1/public/blogs?page_size=2');
    const [draft, scheduled] = body.result.items as Blog[];
    await t.db.query(`update blogs set status = 'draft' where id = $1`, [draft!.id]);
    await t.db.query(`update blogs set published_at = now() + interval '1 day' where id = $1`, [scheduled!.id]);
    const after = await call(t.app, '/v1/public/blogs?page_size=100');
    expect(ids(after.body.result.items)).not.toContain(draft!.id);
    expect(ids(after.body.result.items)).not.toContain(scheduled!.id);
    for (const blog of [draft!, scheduled!]) expect((await call(t.app, `/v1/public/blogs/${blog.permalink}`)).status).toBe(404);
    await t.db.query(`update blogs set status = 'published', published_at = now() - interval '1 day' where id in ($1, $2)`, [
      draft!.id,
      scheduled!.id,
    ]);
  });

  it('lists hot news', async () => {
    const { body } = await call(t.app, '/v1/public/blogs/hot-news?page_size=50');
    expect(body.result.total).toBe(await published('vi', 'hot'));
    expect(body.result.items.every((blog: Blog) => blog.hot)).toBe(true);
    const dates = body.result.items.map((blog: Blog) => blog.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('lists posts by tag', async () => {
    const [row] = await t.db.query<{ tag: string }>(
      `select tags[1] as tag from blogs where language = 'vi' and cardinality(tags) > 0 order by id limit 1`,
    );
    const { body } = await call(t.app, `/v1/public/blogs/by-tag?tag=${encodeURIComponent(row!.tag)}`);
    expect(body.result.total).toBe(await published('vi', '$2 = any(tags)', [row!.tag]));
    expect(body.result.items.every((blog: Blog) => blog.tags.includes(row!.tag))).toBe(true);
    expect((await call(t.app, '/v1/public/blogs/by-tag')).body.errors[0]).toMatchObject({ field: 'tag', code: 'required' });
  });

  it('lists a category with its subcategories: 100 posts without an offset, 10 a page with one', async () => {
    const expected = await published('vi', 'category_id in (18, 22, 23, 24, 25)');
    const all = await call(t.app, '/v1/public/blogs/by-category?category=18');
    expect(all.body.result).toMatchObject({ page: 1, page_size: 100, total: expected });
    const categories = new Set(all.body.result.items.map((blog: Blog) => blog.category!.id));
    expect([...categories].every((id) => [18, 22, 23, 24, 25].includes(id as number))).toBe(true);
    expect([...categories].some((id) => id !== 18)).toBe(true);

    const paged = await call(t.app, '/v1/public/blogs/by-category?category=18&offset=2');
    expect(paged.body.result).toMatchObject({ page_size: 10, total: expected });
    expect(ids(paged.body.result.items)).toEqual(ids(all.body.result.items).slice(2, 12));

    const child = await call(t.app, '/v1/public/blogs/by-category?category=22&page_size=100');
    expect(child.body.result.items.every((blog: Blog) => blog.category!.id === 22)).toBe(true);
  });

  it('answers 404 for an unknown or hidden category', async () => {
    expect((await call(t.app, '/v1/public/blogs/by-category?category=999')).status).toBe(404);
    await t.db.query('update blog_categories set active = false where id = 19');
    expect((await call(t.app, '/v1/public/blogs/by-category?category=19')).status).toBe(404);
    await t.db.query('update blog_categories set active = true where id = 19');
    const bad = await call(t.app, '/v1/public/blogs/by-category?category=abc');
    expect(bad.body.errors[0]).toMatchObject({ field: 'category', code: 'invalid_number' });
  });

  it('lists the posts that follow up on a report', async () => {
    const [row] = await t.db.query<{ report_id: number }>(
      `select follow_report_id as report_id from blogs where follow_report_id is not null and language = 'vi' limit 1`,
    );
    const { body } = await call(t.app, `/v1/public/blogs/follow-report?report_id=${row!.report_id}`);
    expect(body.result.total).toBe(await published('vi', 'follow_report_id = $2', [row!.report_id]));
    expect(body.result.total).toBeGreaterThan(0);
  });

  it('finds posts typed without diacritics', async () => {
    const { body } = await call(t.app, '/v1/public/blogs?keyword=gia%20can%20ho');
    expect(body.result.items.length).toBeGreaterThan(0);
    expect(body.result.items[0].title.toLowerCase()).toContain('giá căn hộ');
  });
});

describe('blog post', () => {
  it('reads a post by permalink with its content, category and related report, whatever the reader language', async () => {
    const [row] = await t.db.query<{ permalink: string; language: string }>(
      `select permalink, language from blogs where follow_report_id is not null limit 1`,
    );
    const otherLanguage = row!.language === 'vi' ? 'en' : 'vi';
    const { status, body } = await call(t.app, `/v1/public/blogs/${row!.permalink}`, { language: otherLanguage });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ permalink: row!.permalink, language: row!.language, content: expect.any(String) });
    expect(body.result.follow_report).toEqual({ id: expect.any(Number), title: expect.any(String), permalink: expect.any(String) });
    expect(body.result.category).toEqual(expect.objectContaining({ name: expect.any(String) }));
  });

  it('answers 404 for an unknown post and 400 for a malformed permalink', async () => {
    const unknown = await call(t.app, '/v1/public/blogs/khong-co-bai-nay');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Đường dẫn không tồn tại.');
    expect((await call(t.app, '/v1/public/blogs/a%3Cb')).status).toBe(400);
  });
});

describe('post cards', () => {
  /** The reply is exactly what the contract describes, moments written as the API writes them. */
  function expectContractReply(endpoint: 'list' | 'hotNews' | 'byTag' | 'byCategory' | 'followReport', body: unknown) {
    const schema = envelopeSchema(blogEndpoints[endpoint].reply);
    expect(schema.encode(schema.parse(body))).toEqual(body);
  }

  it('sends every card list exactly as the contract describes it, with what the post page shows', async () => {
    const all = await call(t.app, `${blogEndpoints.list.path}?page_size=50`);
    expectContractReply('list', all.body);
    const items: Blog[] = all.body.result.items;
    const tagged = items.find((item) => item.tags.length > 0)!;
    const filed = items.find((item) => item.category !== null)!;
    expectContractReply('hotNews', (await call(t.app, blogEndpoints.hotNews.path)).body);
    expectContractReply('byTag', (await call(t.app, `${blogEndpoints.byTag.path}?tag=${encodeURIComponent(tagged.tags[0]!)}`)).body);
    expectContractReply('byCategory', (await call(t.app, `${blogEndpoints.byCategory.path}?category=${filed.category!.id}`)).body);
    const [followed] = await t.db.query<{ id: number }>(
      'select follow_report_id as id from blogs where follow_report_id is not null limit 1',
    );
    expectContractReply('followReport', (await call(t.app, `${blogEndpoints.followReport.path}?report_id=${followed!.id}`)).body);

    for (const card of items.slice(0, 5) as (Blog & Record<string, unknown>)[]) {
      const detail = (await call(t.app, `/v1/public/blogs/${card.permalink}`)).body.result;
      // Opening the post counts a view, after the list was read.
      for (const [key, value] of Object.entries(card)) if (key !== 'view_count') expect(detail[key], `${card.id}.${key}`).toEqual(value);
    }
  });

  it('follows a change of the post and of its category, in the same write', async () => {
    const [row] = await t.db.query<{ id: number; category_id: number; title: string; name: string }>(
      `select b.id, b.category_id, b.title, c.name from blogs b join blog_categories c on c.id = b.category_id and c.active
        where b.status = 'published' and b.published_at <= now() and b.language = 'vi' order by b.id limit 1`,
    );
    const card = async () =>
      (await call(t.app, `${blogEndpoints.list.path}?page_size=100&language=vi`)).body.result.items.find(
        (item: Blog) => item.id === row!.id,
      );
    await t.db.query(`update blogs set title = 'Tin đổi tên' where id = $1`, [row!.id]);
    await t.db.query(`update blog_categories set name = 'Mục đổi tên' where id = $1`, [row!.category_id]);
    try {
      expect(await card()).toMatchObject({ title: 'Tin đổi tên', category: { id: row!.category_id, name: 'Mục đổi tên' } });
      await t.db.query('update blog_categories set active = false where id = $1', [row!.category_id]);
      expect((await card()).category).toBeNull();
    } finally {
      await t.db.query('update blogs set title = $2 where id = $1', [row!.id, row!.title]);
      await t.db.query('update blog_categories set name = $2, active = true where id = $1', [row!.category_id, row!.name]);
    }
    expect(await card()).toMatchObject({ title: row!.title, category: { name: row!.name } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareVietnamese } from '@app/contracts/search.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call } from '../accounts/account-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const titles = (reply: { body: { result: { items: { title?: string; name?: string }[] } } }) =>
  reply.body.result.items.map((item) => item.title ?? item.name ?? '');

describe('search without diacritics and with small typos', () => {
  it('finds projects: "vinhome" finds Vinhomes, exact matches first', async () => {
    const reply = await call(t.app, '/v1/public/project-search?keyword=vinhome');
    const found = titles(reply);
    const exact = found.filter((title) => title.startsWith('Vinhomes'));
    expect(exact.length).toBeGreaterThan(0);
    expect(found.slice(0, exact.length)).toEqual(exact);
  });

  it('finds projects with a letter swapped or dropped', async () => {
    expect(titles(await call(t.app, '/v1/public/project-search?keyword=vinhomse'))[0]).toMatch(/^Vinhomes/);
    expect(titles(await call(t.app, '/v1/public/project-search?keyword=dat%20xnah'))[0]).toMatch(/^Đất Xanh/);
  });

  it('finds investors: "dat xanh" finds Đất Xanh', async () => {
    expect(titles(await call(t.app, '/v1/public/investors?keyword=dat%20xanh'))[0]).toBe('Đất Xanh');
    expect(titles(await call(t.app, '/v1/public/investors?keyword=DAT%20XANH'))[0]).toBe('Đất Xanh');
  });

  it('finds reports: "ha noi" finds Hà Nội, and diacritics typed are ignored too', async () => {
    const plain = titles(await call(t.app, '/v1/public/search-report', { body: { keyword: 'ha noi' } }));
    const accented = titles(await call(t.app, '/v1/public/search-report', { body: { keyword: 'Hà Nội' } }));
    expect(plain[0]).toContain('Hà Nội');
    expect(accented).toEqual(plain);
  });

  it('finds blog posts in the reader language', async () => {
    const vi = titles(await call(t.app, '/v1/public/blogs?keyword=thi%20truong'));
    expect(vi.length).toBeGreaterThan(0);
    expect(vi[0]!.toLowerCase()).toContain('thị trường');
  });

  it('takes LIKE wildcards literally', async () => {
    const { body } = await call(t.app, '/v1/public/project-search?keyword=%25%25%25');
    expect(body.result.total).toBe(0);
  });

  it('finds nothing for a blank search and refuses an over-long one', async () => {
    const blank = await call(t.app, '/v1/public/project-search?keyword=%20%20');
    expect(blank.body.result).toMatchObject({ items: [], total: 0 });
    const long = await call(t.app, `/v1/public/project-search?keyword=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.errors[0]).toMatchObject({ field: 'keyword', message: 'Từ khóa tìm kiếm tối đa 100 kí tự' });
  });
});

describe('Vietnamese order', () => {
  it('sorts names the Vietnamese way on every database: Ă and Â after A, Đ after D', async () => {
    const names = [
      'Đồi Thông',
      'Dương Nội',
      'Ấp Bắc',
      'Ân Phú',
      'Ăn Mừng',
      'Anh Đào',
      'Bình Minh',
      'Ba Đình',
      'Zen Park',
      'Ô Chợ Dừa',
      'Ơn Trời',
      'Ong Vàng',
    ];
    for (const [index, title] of names.entries()) {
      await t.db.query(`insert into projects (title, permalink, active) values ($1, $2, true)`, [title, `thu-tu-${index}`]);
    }
    const { body } = await call(t.app, '/v1/public/project/select?page_size=100');
    const sorted = (body.result.items as { title: string }[]).map((item) => item.title).filter((title) => names.includes(title));
    expect(sorted).toEqual([...names].sort(compareVietnamese));
    expect(sorted.slice(0, 4)).toEqual(['Anh Đào', 'Ăn Mừng', 'Ân Phú', 'Ấp Bắc']);
    expect(sorted.indexOf('Đồi Thông')).toBe(sorted.indexOf('Dương Nội') + 1);
  });
});

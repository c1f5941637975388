import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/contracts/admin-audit.js';
import type { AdminSettings } from '@app/contracts/admin-settings.js';
import type { Page } from '@app/contracts/envelope.js';
import { settingKeys } from '@app/contracts/settings.js';
import { createShop, resultOf, type Person, type Shop } from '../orders/support/shop.js';

let shop: Shop;
let staff: Person;

beforeAll(async () => {
  shop = await createShop();
  staff = await shop.person('nvcauhinh', ['system/settings']);
});
afterAll(() => shop.t.close());

const save = (payload: unknown, language = 'vi') =>
  shop.call({ method: 'PUT', url: '/v1/admin/system-setting', as: staff, payload, headers: { 'accept-language': language } });
const read = async () => resultOf<AdminSettings>(await shop.call({ method: 'GET', url: '/v1/admin/system-setting', as: staff }));
const publicValue = async (name: string) => {
  const page = resultOf<Page<{ name: string; value: string }>>(
    await shop.call({ method: 'POST', url: '/v1/public/system-setting/search', payload: [name] }),
  );
  return page.items[0]?.value;
};
const fieldsOf = (reply: { json(): unknown }) =>
  (reply.json() as { errors?: { field: string; message: string }[] }).errors?.map((error) => [error.field, error.message]);
const storedCount = async () => (await shop.t.db.query<{ n: number }>('select count(*)::int as n from audit_logs'))[0]!.n;

describe('the settings screen', () => {
  it('reads every setting as staff edit it: lists as lists, switches as booleans', async () => {
    const settings = await read();
    expect(Object.keys(settings.values).sort()).toEqual([...settingKeys].sort());
    expect(Array.isArray(settings.values.home_banner_desktop)).toBe(true);
    expect(settings.values.home_banner_desktop.length).toBeGreaterThan(0);
    expect(settings.values.banner_ads_show).toBe(true);
    expect(settings.values.report_video_list[0]).toEqual({
      title: expect.any(String),
      title_en: expect.any(String),
      url: expect.stringMatching(/youtube/),
    });
    expect(settings.updated_at.page_title).toEqual(expect.any(String));
  });

  it('saves a group of settings, stores lists and switches as the public site reads them, and records what changed', async () => {
    const before = await read();
    const banners = ['/files/site/banner-moi.webp', 'https://cdn.example.vn/banner-2.jpg'];
    const reply = await save({
      home_banner_desktop: banners,
      banner_ads_show: false,
      banner_ads_url: '/reports?hot=true',
      page_title: '  Sen Vàng Data – Báo cáo  ',
      report_video_list: [{ title: 'Thị trường Hà Nội', url: 'https://youtu.be/abcdef12345' }],
      shop_name: before.values.shop_name,
    });
    expect(reply.statusCode).toBe(200);
    expect((reply.json() as { message: string }).message).toBe('Đã lưu cấu hình, trang công khai đã được cập nhật.');
    const after = resultOf<AdminSettings>(reply);
    expect(after.values).toMatchObject({
      home_banner_desktop: banners,
      banner_ads_show: false,
      page_title: 'Sen Vàng Data – Báo cáo',
      report_video_list: [{ title: 'Thị trường Hà Nội', title_en: '', url: 'https://youtu.be/abcdef12345' }],
    });
    expect(after.values.home_banner_mobile).toEqual(before.values.home_banner_mobile);
    expect(JSON.parse((await publicValue('home_banner_desktop'))!)).toEqual(banners);
    expect(await publicValue('banner_ads_show')).toBe('false');

    const trail = resultOf<Page<AuditEntry>>(await shop.call({ method: 'GET', url: '/v1/admin/audit/system_setting/1', as: staff }));
    expect(trail.items[0]).toMatchObject({ action: 'update', actor: { id: staff.id } });
    // Only what changed is kept: the shop name was sent as it was.
    expect(Object.keys(trail.items[0]!.after!).sort()).toEqual(
      ['banner_ads_show', 'banner_ads_url', 'home_banner_desktop', 'page_title', 'report_video_list'].sort(),
    );
    expect(trail.items[0]!.before).toMatchObject({ banner_ads_show: true, home_banner_desktop: before.values.home_banner_desktop });

    const records = await storedCount();
    expect((await save({ shop_name: before.values.shop_name })).statusCode).toBe(200);
    expect(await storedCount()).toBe(records);
  });

  it('keeps the about page to the rich-text allowlist', async () => {
    const reply = await save({
      about_page:
        '<h2 onclick="x()">Về chúng tôi</h2><script>alert(1)</script><p><a href="javascript:alert(1)">xem</a><img src="http://x/a.png"></p>',
    });
    const about = resultOf<AdminSettings>(reply).values.about_page;
    expect(about).toBe('<h2>Về chúng tôi</h2><p><a>xem</a></p>');
    expect(await publicValue('about_page')).toBe(about);
  });
});

describe('refusing bad settings', () => {
  it('names each wrong field in the caller’s language and stores nothing', async () => {
    const before = await read();
    const records = await storedCount();
    expect(
      fieldsOf(
        await save({
          page_title: '   ',
          favicon: 'javascript:alert(1)',
          home_banner_mobile: ['//evil.example/a.png'],
          banner_ads_url: '//evil.example',
          intro_video: 'https://vimeo.com/1',
          report_video_list: [{ title: '', url: 'https://youtu.be/abcdef12345' }],
          contact_email: 'not-an-email',
          bank_bin: '97A436',
          map_provider: 'osm',
        }),
      ),
    ).toEqual([
      ['page_title', 'Vui lòng nhập tiêu đề trang'],
      ['favicon', 'Đường dẫn ảnh không hợp lệ'],
      ['report_video_list.0.title', 'Vui lòng nhập tên video'],
      ['home_banner_mobile.0', 'Đường dẫn ảnh không hợp lệ'],
      ['banner_ads_url', 'Đường dẫn phải là một trang của cửa hàng (bắt đầu bằng /) hoặc bắt đầu bằng https://'],
      ['intro_video', 'Đường dẫn YouTube không hợp lệ'],
      ['bank_bin', 'Mã BIN ngân hàng gồm 6 chữ số'],
      ['contact_email', 'Email không hợp lệ'],
      ['map_provider', 'Vui lòng chọn eKaMap, Google hoặc ảnh'],
    ]);
    expect(
      fieldsOf(await save({ home_banner_desktop: Array.from({ length: 11 }, (_, index) => `/files/b${index}.png`), shop_name: '' }, 'en')),
    ).toEqual([
      ['home_banner_desktop', 'At most 10 pictures'],
      ['shop_name', 'This field is required'],
    ]);
    expect(fieldsOf(await save({ description: 'x'.repeat(2001), about_page: 'x'.repeat(100_001) }, 'en'))).toEqual([
      ['about_page', 'The content may have at most 100,000 characters'],
      ['description', 'At most 2000 characters'],
    ]);
    expect((await save({ banner_ads_show: 'yes' })).statusCode).toBe(400);
    expect((await save({ home_banner_desktop: '/files/a.png' })).statusCode).toBe(400);
    expect((await save({ secret_key: 'x' })).statusCode).toBe(400);
    expect((await save(['page_title'])).statusCode).toBe(400);
    expect((await shop.call({ method: 'GET', url: '/v1/admin/system-setting?x=1', as: staff })).statusCode).toBe(400);

    expect(await read()).toEqual(before);
    expect(await storedCount()).toBe(records);
  });

  it('is refused to staff of other items and to customers', async () => {
    const reviewStaff = await shop.person('nvdg', ['report-manage/review']);
    expect((await shop.call({ method: 'GET', url: '/v1/admin/system-setting', as: reviewStaff })).statusCode).toBe(403);
    expect((await shop.call({ method: 'PUT', url: '/v1/admin/system-setting', as: shop.buyer, payload: {} })).statusCode).toBe(403);
    expect((await shop.call({ method: 'PUT', url: '/v1/admin/system-setting', payload: {} })).statusCode).toBe(401);
  });
});

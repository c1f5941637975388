import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { snapshot, withoutPromoBanner } from './admin-helpers';

const BANNER_FLAG = 'promo-banner-hidden-until';

interface ReportItem {
  title: string;
  permalink: string;
  is_free: boolean;
}

interface ProjectItem {
  title: string;
  permalink: string;
  investor: { name: string } | null;
}

async function expectNoSeriousViolation(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
}

async function apiResult<T>(request: APIRequestContext, path: string, init: { method?: 'GET' | 'POST'; data?: unknown } = {}): Promise<T> {
  const response = init.method === 'POST' ? await request.post(`/api${path}`, { data: init.data ?? {} }) : await request.get(`/api${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).result as T;
}

const resultCards = (page: Page) => page.locator('section[aria-labelledby="report-results"] article');

test.describe('public catalogue', () => {
  test.beforeEach(async ({ page }) => withoutPromoBanner(page));

  test('a visitor finds a report by typing a province without diacritics, filters, pages, opens it, reads a free content and gets the free package', async ({
    page,
    request,
  }, testInfo) => {
    const all = await apiResult<{ total: number }>(request, '/v1/public/reports', { method: 'POST', data: { page: 1, page_size: 6 } });
    const daNang = await apiResult<{ items: ReportItem[]; total: number }>(request, '/v1/public/search-report', {
      method: 'POST',
      data: { keyword: 'da nang', is_free: true, page: 1, page_size: 6 },
    });
    expect(all.total).toBeGreaterThan(6);
    expect(daNang.items.length).toBeGreaterThan(0);
    const report = daNang.items[0]!;

    await page.goto('/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Báo cáo thị trường' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `${all.total} báo cáo` })).toBeVisible();
    await expect(resultCards(page)).toHaveCount(6);
    await expect(page.getByRole('group', { name: 'Bản đồ Việt Nam, mỗi chấm là một tỉnh thành' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chú giải bản đồ' })).toContainText('Có báo cáo');
    await snapshot(page, `report-list-${page.viewportSize()?.width ?? 0}`);

    // Typing without diacritics: the suggestions (the newest search wins) show the province's reports.
    const search = page.getByRole('combobox', { name: 'Tìm theo tên báo cáo, tỉnh thành hoặc dự án' });
    await search.fill('da nang');
    const suggestions = page.getByRole('listbox', { name: 'Gợi ý báo cáo' });
    await expect(suggestions.getByRole('option').first()).toContainText('Đà Nẵng');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/reports\?keyword=da\+nang$/);
    await expect(resultCards(page).first()).toContainText('Đà Nẵng');

    // Filters: free reports only, every card says so; the address carries the filter.
    await page.getByRole('group', { name: 'Loại báo cáo' }).getByText('Miễn phí').click();
    await expect(page).toHaveURL(/price=free/);
    await expect(resultCards(page).first()).toBeVisible();
    for (const card of await resultCards(page).all()) await expect(card.getByText('Miễn phí', { exact: true }).first()).toBeVisible();

    // Pages: the second page of the whole list is its own address, rendered on the server.
    await page.goto('/reports');
    await page.getByRole('navigation', { name: 'Phân trang' }).getByRole('link', { name: 'Trang 2' }).click();
    await expect(page).toHaveURL(/\/reports\?page=2$/);
    await expect(page.getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
    await expect(resultCards(page)).toHaveCount(Math.min(6, all.total - 6));

    // The report: its packages with prices, its contents by format.
    await page.goto(`/reports?keyword=da+nang&price=free`);
    await resultCards(page).getByRole('link', { name: report.title }).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${report.permalink}$`));
    await expect(page.getByRole('heading', { level: 1, name: report.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Các gói báo cáo' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Tài liệu PDF' })).toBeVisible();

    // A free PDF opens in the page, read from the signed link.
    const pdfResponse = page.waitForResponse(
      (response) => response.url().includes('/api/v1/public/files/content/') && response.status() === 200,
    );
    await page
      .getByRole('button', { name: /^Đọc: / })
      .first()
      .click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.locator('iframe')).toHaveAttribute('src', /^blob:/);
    expect((await pdfResponse).headers()['content-type']).toBe('application/pdf');
    await snapshot(page, `free-PDF-in-the-page-${page.viewportSize()?.width ?? 0}`);
    await viewer.getByRole('button', { name: 'Đóng' }).click();
    await expect(viewer).toBeHidden();

    // The guest form checks the fields with the Vietnamese messages of the contracts, then gives the free package.
    const form = page.getByRole('region', { name: 'Nhận gói miễn phí' });
    await form.getByLabel('Số điện thoại').fill('09ab');
    await form.getByRole('button', { name: 'Nhận báo cáo miễn phí' }).click();
    await expect(form.getByText('Vui lòng nhập tên')).toBeVisible();
    await expect(form.getByText('Vui lòng nhập email')).toBeVisible();
    await expect(form.getByText('Số điện thoại không được chứa chữ cái và các kí tự đặc biệt.')).toBeVisible();

    // Enter moves on to the next field instead of sending the form.
    await form.getByLabel('Họ và tên').fill('Nguyễn Thị Thu');
    await form.getByLabel('Họ và tên').press('Enter');
    await expect(form.getByLabel('Email')).toBeFocused();
    await form.getByLabel('Email').fill(`khach.${Date.now()}.${testInfo.project.name}@example.com`);
    await form.getByLabel('Số điện thoại').fill('0912345678');
    await form.getByRole('button', { name: 'Nhận báo cáo miễn phí' }).click();
    await expect(form.getByRole('status')).toHaveText('Cảm ơn bạn! Nội dung miễn phí đã sẵn sàng để tải.');
    await expect(form.getByRole('button').first()).toBeVisible();
    await snapshot(page, `free-package-received-${page.viewportSize()?.width ?? 0}`);

    // In English the packages read in English, as staff wrote them beside the Vietnamese.
    await page.goto(`/en/reports/${report.permalink}`);
    const packages = page.getByRole('region', { name: 'Report packages' });
    await expect(packages.getByRole('heading', { level: 3, name: 'Free' })).toBeVisible();
    await expect(packages).toContainText('The report summary, its key figures and an introductory video, sent to you by email at once.');
    await expect(packages).not.toContainText('Tóm tắt báo cáo');
  });

  test('a visitor opens a project report and switches every tab, sees the map and the investor popup', async ({ page, request }) => {
    const projects = await apiResult<{ items: ProjectItem[] }>(request, '/v1/public/all-project-ambassador?page=1&page_size=20');
    const project = projects.items.find((item) => item.investor !== null)!;

    await page.goto(`/reports/project/${project.permalink}`);
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Thông tin dự án' });
    await expect(tabs.getByRole('tab')).toHaveText(['Giới thiệu', 'Thông tin chi tiết', 'Tiện ích', 'Chủ đầu tư', 'Đại sứ']);
    await expect(tabs.getByRole('tab', { name: 'Giới thiệu' })).toHaveAttribute('aria-selected', 'true');

    await tabs.getByRole('tab', { name: 'Thông tin chi tiết' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Địa chỉ');

    // The keyboard moves between tabs too.
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Tiện ích' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tabs.getByRole('tab', { name: 'Tiện ích' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();

    await tabs.getByRole('tab', { name: 'Chủ đầu tư' }).click();
    const investorName = project.investor?.name ?? '';
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: `Xem hồ sơ ${investorName}` })
      .click();
    const popup = page.getByRole('dialog', { name: investorName });
    await expect(popup.getByText('Số dự án')).toBeVisible();
    await popup.getByRole('button', { name: 'Đóng' }).click();
    await expect(popup).toBeHidden();

    await tabs.getByRole('tab', { name: 'Đại sứ' }).click();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /^Trang của / })).toBeVisible();

    await expect(page.getByRole('group', { name: `Bản đồ vị trí ${project.title} và các dự án lân cận` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Dự án lân cận' })).toBeVisible();
    await expect(page.getByRole('table').filter({ hasText: project.title })).toBeAttached();
    await snapshot(page, `project-report-${page.viewportSize()?.width ?? 0}`);
  });

  test('a visitor reads the blog by category in Vietnamese and in English', async ({ page }) => {
    await page.goto('/tin-tuc');
    await expect(page.getByRole('heading', { level: 1, name: 'Tin tức' })).toBeVisible();
    const categories = page.getByRole('navigation', { name: 'Chuyên mục tin tức' });
    await expect(categories.getByRole('link')).toHaveText([
      'Tin tức vùng miền',
      'Bản tin',
      'Phân tích chuyên gia',
      'Phát triển bền vững',
      'Nghiên cứu & phát triển',
    ]);

    await categories.getByRole('link', { name: 'Bản tin', exact: true }).click();
    await expect(page).toHaveURL(/\/tin-tuc\?category=18$/);
    await page.getByRole('list', { name: 'Mục con của Bản tin' }).getByRole('link', { name: 'Bản tin thị trường' }).click();
    await expect(page).toHaveURL(/\/tin-tuc\?category=22$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Bản tin thị trường' })).toBeVisible();
    const firstPost = page.locator('section[aria-labelledby="blog-list-title"] article').first();
    await expect(firstPost).toContainText('Bản tin thị trường');
    await expect(page.getByRole('region', { name: 'Tin nổi bật' })).toBeVisible();
    await snapshot(page, `news-in-Vietnamese-${page.viewportSize()?.width ?? 0}`);

    const title = (await firstPost.getByRole('heading').textContent())?.trim() ?? '';
    await firstPost.getByRole('link').click();
    await expect(page).toHaveURL(/\/tin-tuc\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // English readers have their own address; the Vietnamese one sends them there.
    await page.goto('/en/tin-tuc');
    await expect(page).toHaveURL(/\/en\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await page.getByRole('navigation', { name: 'News categories' }).getByRole('link', { name: 'Research & development' }).click();
    await expect(page).toHaveURL(/\/en\/news\?category=21$/);
    await page.getByRole('list', { name: 'Sections of Research & development' }).getByRole('link', { name: 'Property technology' }).click();
    await expect(page).toHaveURL(/\/en\/news\?category=30$/);
    const englishPost = page.locator('section[aria-labelledby="blog-list-title"] article').first();
    await expect(englishPost).toContainText('Property technology');
    await englishPost.getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/news\/[a-z0-9-]+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await snapshot(page, `news-post-in-English-${page.viewportSize()?.width ?? 0}`);
  });

  test('a visitor sends the contact form and reads that the shop answers within 24 hours', async ({ page }, testInfo) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Liên hệ' })).toBeVisible();
    const form = page.locator('form[aria-labelledby="contact-form-title"]');
    await form.getByRole('button', { name: 'Gửi liên hệ' }).click();
    await expect(form.getByText('Vui lòng nhập họ')).toBeVisible();
    await expect(form.getByText('Vui lòng nhập tên')).toBeVisible();
    await expect(form.getByText('Vui lòng nhập email')).toBeVisible();
    await expect(form.getByText('Vui lòng nhập số điện thoại')).toBeVisible();

    await form.getByLabel('Họ').fill('Trần');
    await form.getByLabel('Tên').fill('Minh Anh');
    await form.getByLabel('Email').fill(`lienhe.${Date.now()}.${testInfo.project.name}@example.com`);
    await form.getByLabel('Số điện thoại').fill('0987654321');
    await form.getByLabel('Nội dung cần tư vấn').fill('Tôi cần báo cáo thị trường căn hộ Đà Nẵng theo quý.');
    await form.getByRole('button', { name: 'Gửi liên hệ' }).click();

    const confirmation = page.getByRole('status').filter({ hasText: 'Đã gửi liên hệ' });
    await expect(confirmation).toContainText('Cảm ơn bạn đã liên hệ, chúng tôi sẽ phản hồi trong vòng 24 giờ.');
    await snapshot(page, `contact-sent-${page.viewportSize()?.width ?? 0}`);
  });

  test('the quick-contact buttons are on every public page but the support centre', async ({ page, isMobile }) => {
    await page.goto('/reports');
    const quick = page.getByRole('navigation', { name: 'Liên hệ nhanh' });
    const toggle = quick.getByRole('button', { name: 'Mở liên hệ nhanh' });
    if (isMobile) {
      // Folded on phones, so the buttons do not cover the text beside them.
      await expect(quick.getByRole('link', { name: 'Nhắn tin Zalo' })).toBeHidden();
      await toggle.click();
      await expect(quick.getByRole('button', { name: 'Đóng liên hệ nhanh' })).toHaveAttribute('aria-expanded', 'true');
    } else {
      await expect(toggle).toBeHidden();
    }
    await expect(quick.getByRole('link', { name: /^Gọi hotline/ })).toHaveAttribute('href', /^tel:\d+$/);
    await expect(quick.getByRole('link', { name: 'Nhắn tin Zalo' })).toHaveAttribute('href', /^https:\/\/zalo\.me\/\d+$/);
    await expect(quick.getByRole('link', { name: 'Nhắn tin Messenger' })).toBeVisible();

    await page.goto('/qa');
    await expect(page.getByRole('heading', { level: 1, name: 'Trung tâm hỗ trợ' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Liên hệ nhanh' })).toHaveCount(0);
    await page.getByText('Làm thế nào để nhận báo cáo miễn phí?').click();
    await expect(page.getByText(/điền họ tên, email và số điện thoại/)).toBeVisible();
  });

  test('an unknown ambassador, report or project has no page', async ({ page }) => {
    for (const path of ['/ambassador-detail/999999', '/reports/khong-co-bao-cao-nay', '/reports/project/khong-co-du-an-nay']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('catalogue pages carry a script policy with a nonce of their own, are the same for everyone, and the signed-in user arrives in the browser @desktop', async ({
    page,
  }) => {
    const { items } = await apiResult<{ items: ReportItem[] }>(page.request, '/v1/public/reports', {
      method: 'POST',
      data: { page: 1, page_size: 1 },
    });
    const report = items[0];
    const publicPaths = ['/', '/introduce', `/reports/${report!.permalink}`, '/en/introduce'];
    for (const path of [...publicPaths, '/reports', '/login']) {
      const nonces = [];
      for (const _ of [1, 2]) {
        const response = await page.request.get(path);
        const scriptPolicy = /script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
        expect(scriptPolicy).not.toContain("'unsafe-inline'");
        const nonce = /'nonce-([^']+)'/.exec(scriptPolicy)?.[1];
        expect(nonce, path).toBeTruthy();
        // Every inline script of the page carries the nonce, but the signed-in hint allowed by its hash.
        const inline = [...(await response.text()).matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
        expect(inline.length).toBeGreaterThan(1);
        expect(inline.filter((attributes) => !attributes!.includes(`nonce="${nonce}"`))).toHaveLength(1);
        expect(response.headers()['cache-control']).toMatch(/no-store/);
        nonces.push(nonce);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    }

    const login = await page.request.post('/api/auth/login', { data: { username: 'khachhang', password: 'Khach@2026!', remember: true } });
    expect(login.ok()).toBe(true);
    const signedInHtml = await (await page.request.get(publicPaths[2]!)).text();
    expect(signedInHtml).not.toContain('khachhang@senvang.vn');
    expect(signedInHtml).not.toContain('Nguyễn Văn An');

    await page.goto(publicPaths[2]!);
    await expect(page.locator('html')).toHaveAttribute('data-signed-in', '');
    await expect(page.getByRole('link', { name: 'Đăng nhập' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByText('Nguyễn Văn An')).toBeVisible();
  });

  test('beside the report list the map follows the results and stops where they end, clear of the report videos @desktop', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/reports');
    const map = page.getByRole('complementary', { name: 'Bản đồ báo cáo theo tỉnh thành' });
    const videos = page.locator('#report-videos');
    await expect(map).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 300));
    // Scrolled into the results, the map holds its place under the header.
    const sticky = map.locator('> div');
    await expect.poll(async () => Math.round((await sticky.boundingBox())!.y)).toBe(90);
    await videos.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, -200);
    await expect
      .poll(async () => {
        const [mapBox, videosBox] = [await sticky.boundingBox(), await videos.boundingBox()];
        return mapBox!.y + mapBox!.height <= videosBox!.y;
      })
      .toBe(true);
  });

  for (const path of ['/reports', '/tin-tuc', '/en/news', '/contact']) {
    test(`the page ${path} has no serious accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolation(page);
    });
  }
});

test.describe('content security policy', () => {
  test.beforeEach(async ({ page }) => withoutPromoBanner(page));

  test('the home page, a report page and the login page load and come alive with no script refused by the policy @desktop', async ({
    page,
  }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refusals.push(`${page.url()}: ${message.text()}`);
    });
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    const { items } = await apiResult<{ items: ReportItem[] }>(page.request, '/v1/public/reports', {
      method: 'POST',
      data: { page: 1, page_size: 1 },
    });
    const header = page.getByRole('banner');
    const authDialog = page.getByRole('dialog', { name: 'Tài khoản Sen Vàng Data' });

    for (const path of ['/', `/reports/${items[0]!.permalink}`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The sign-in dialog opens only once React has taken over the page.
      await header.getByRole('link', { name: 'Đăng nhập' }).click();
      await expect(authDialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(authDialog).toBeHidden();
    }

    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').getByRole('textbox', { name: 'Tên đăng nhập hoặc email', exact: true }).fill('khachhang');
    await page
      .getByRole('main')
      .getByLabel(/^Mật khẩu/)
      .fill('Khach@2026!');
    await page.getByRole('main').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Đăng nhập thành công' })).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('banner').getByText('Nguyễn Văn An')).toBeVisible();

    expect(refusals).toEqual([]);

    // What the policy is for: markup slipped into the page (say, through a rich text) runs no script.
    await page.evaluate(() => {
      const injected = document.createElement('div');
      injected.innerHTML = '<img src="/no-such-image.png" onerror="document.documentElement.dataset.injected = \'ran\'">';
      document.body.append(injected);
    });
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    expect(await page.locator('html').getAttribute('data-injected')).toBeNull();
  });
});

test.describe('home page sections', () => {
  test('the home page shows reports, experts, reviews, news and partners, and the promotion once', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('tablist', { name: 'Loại báo cáo' }).getByRole('tab')).toHaveText(['Nổi bật', 'Mới nhất']);
    await expect(page.getByRole('heading', { level: 2, name: 'Đội ngũ chuyên gia' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Khách hàng nói gì về chúng tôi' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Đối tác' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Đăng ký tham gia cộng đồng' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Đăng ký nhận tin qua email' })).toBeVisible();

    // The promotional banner shows on arrival; once closed it stays away on the next visit.
    const banner = page.getByRole('dialog', { name: 'Khuyến mãi' });
    await expect(banner).toBeVisible();
    await snapshot(page, `home-with-the-promotion-${page.viewportSize()?.width ?? 0}`);
    await banner.getByRole('button', { name: 'Đóng quảng cáo' }).click();
    await expect(banner).toBeHidden();
    const flag = await page.evaluate((key) => Number(window.localStorage.getItem(key)), BANNER_FLAG);
    expect(flag - Date.now()).toBeGreaterThan(359 * 86_400_000);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Đối tác' })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(banner).toBeHidden();
  });

  test('the promotion is a modal dialog: it holds the focus, and Escape closes it for good', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Khuyến mãi' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link')).toBeFocused();
    // The page behind is out of reach while it is open.
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Đóng quảng cáo' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(banner).toBeHidden();
    const flag = await page.evaluate((key) => Number(window.localStorage.getItem(key)), BANNER_FLAG);
    expect(flag - Date.now()).toBeGreaterThan(359 * 86_400_000);
  });
});

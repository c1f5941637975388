import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { LAPTOP, logInAs, snapshot, withoutPromoBanner } from './admin-helpers';

const SETTINGS = '/admin/system/settings';
const SETTINGS_API = '/api/v1/admin/system-setting';

/** A picture of one pixel, a real PNG as the upload's content check wants it. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function savedValues(page: Page): Promise<Record<string, unknown>> {
  const reply = await page.request.get(SETTINGS_API);
  expect(reply.ok(), await reply.text()).toBeTruthy();
  return (await reply.json()).result.values as Record<string, unknown>;
}

async function homeBanners(page: Page): Promise<string[]> {
  return (await savedValues(page)).home_banner_desktop as string[];
}

/** YouTube's pages, players and pictures. */
const YOUTUBE = /youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/;

test.describe('admin: system settings', () => {
  test('staff change the home banner and the home page shows it at once; the old banner is put back afterwards @desktop', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await logInAs(page, 'admin');
    const original = await homeBanners(page);
    try {
      await page.goto(SETTINGS);
      await expect(page.getByRole('heading', { level: 1, name: 'Cấu hình hệ thống' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Trang chủ' })).toHaveAttribute('aria-selected', 'true');
      await snapshot(page, 'settings-vi-1440');

      const desktop = page.getByRole('group', { name: 'Banner trang chủ – máy tính' });
      await desktop.getByRole('button', { name: 'Thay ảnh' }).first().click();
      await desktop.locator('input[type=file]').first().setInputFiles({ name: 'banner-moi.png', mimeType: 'image/png', buffer: PIXEL });
      const preview = desktop.getByRole('img', { name: 'Ảnh xem trước' }).first();
      await expect(preview).toHaveAttribute('src', /^\/files\/images\/uploads\//);
      const uploaded = (await preview.getAttribute('src'))!;
      await page.getByRole('form', { name: 'Trang chủ' }).getByRole('button', { name: 'Lưu' }).click();
      await expect(page.getByText('Đã lưu cấu hình, trang công khai đã được cập nhật.')).toBeVisible();
      expect((await homeBanners(page))[0]).toBe(uploaded);

      const visitor = await browser.newContext({ baseURL });
      const home = await visitor.newPage();
      await withoutPromoBanner(home);
      await home.goto('/');
      const banner = home.getByRole('img', { name: 'Báo cáo thị trường bất động sản Sen Vàng Data' }).first();
      const uploadedSrc = new RegExp(encodeURIComponent(uploaded).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      await expect(banner).toHaveAttribute('src', uploadedSrc);
      // Settled as loaded, not swapped for the fallback picture: a one-pixel file drawn full width is not a broken one.
      await expect(home.locator('[data-smart-image]').filter({ has: banner })).toHaveAttribute('data-status', 'loaded');
      await expect(banner).toHaveAttribute('src', uploadedSrc);
      await visitor.close();
    } finally {
      const restored = await page.request.put(SETTINGS_API, { data: { home_banner_desktop: original } });
      expect(restored.ok(), await restored.text()).toBeTruthy();
    }
    expect(await homeBanners(page)).toEqual(original);
  });

  test('staff change the home page video; visitors see its poster at once, and YouTube is reached only on play @desktop', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await logInAs(page, 'admin');
    const before = await savedValues(page);
    const original = before.home_video_link as string;
    const videoId = 'aqz-KE-bpKQ';
    try {
      await page.goto(SETTINGS);
      // The admin area shows the icon staff chose too.
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', before.favicon as string);
      const home = page.getByRole('form', { name: 'Trang chủ' });
      await home.getByRole('textbox', { name: 'Video trang chủ (YouTube)' }).fill(`https://www.youtube.com/watch?v=${videoId}`);
      await home.getByRole('button', { name: 'Lưu' }).click();
      await expect(page.getByText('Đã lưu cấu hình, trang công khai đã được cập nhật.')).toBeVisible();

      for (const [path, title, play] of [
        ['/', 'Sen Vàng Data qua video', 'Phát video: Sen Vàng Data qua video'],
        ['/en', 'Sen Vang Data on video', 'Play the video: Sen Vang Data on video'],
      ] as const) {
        const visitor = await browser.newContext({ baseURL });
        const site = await visitor.newPage();
        await withoutPromoBanner(site);
        const youtube: string[] = [];
        site.on('request', (request) => {
          if (YOUTUBE.test(request.url())) youtube.push(request.url());
        });
        // The player itself is not what this story checks: YouTube is answered with an empty page.
        await site.route(YOUTUBE, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html>' }));
        await site.goto(path);
        await expect(site.locator('link[rel="icon"]')).toHaveAttribute('href', before.favicon as string);
        const section = site.getByRole('region', { name: title });
        await section.scrollIntoViewIfNeeded();
        await site.waitForLoadState('networkidle');
        expect(youtube, 'requests to YouTube before play').toEqual([]);
        await section.screenshot({ path: test.info().outputPath(`home-video-${path === '/' ? 'vi' : 'en'}-1440.png`) });

        await section.getByRole('button', { name: play }).click();
        await expect(section.locator('iframe')).toHaveAttribute(
          'src',
          `https://www.youtube-nocookie.com/embed/${videoId}?rel=0&autoplay=1`,
        );
        await visitor.close();
      }
    } finally {
      const restored = await page.request.put(SETTINGS_API, { data: { home_video_link: original } });
      expect(restored.ok(), await restored.text()).toBeTruthy();
    }
    expect((await savedValues(page)).home_video_link).toBe(original);
  });

  test('in English on a laptop, each section shows the input its settings need and wrong values are named before saving @desktop', async ({
    page,
  }) => {
    await page.setViewportSize(LAPTOP);
    await logInAs(page, 'admin');
    await page.goto(`/en${SETTINGS}`);
    await expect(page.getByRole('heading', { level: 1, name: 'System settings' })).toBeVisible();

    await page.getByRole('tab', { name: 'Banner ad' }).click();
    const popup = page.getByRole('form', { name: 'Banner ad' });
    await expect(popup.getByRole('switch', { name: 'Show the banner ad' })).toBeVisible();
    await popup.getByRole('textbox', { name: 'Link on click' }).fill('//evil.example');
    await popup.getByRole('button', { name: 'Save' }).click();
    await expect(popup).toContainText('The link must be a page of this shop (starting with /) or start with https://');
    await snapshot(page, 'settings-popup-errors-en-1280');
    await popup.getByRole('button', { name: 'Undo' }).click();

    await page.getByRole('tab', { name: 'About page' }).click();
    await expect(page.getByRole('form', { name: 'About page' }).getByText('About page content')).toBeVisible();
    await snapshot(page, 'settings-about-en-1280');

    await page.getByRole('tab', { name: 'Report videos' }).click();
    const videos = page.getByRole('group', { name: 'Videos' });
    await videos.getByRole('button', { name: 'Add a video' }).click();
    const form = page.getByRole('form', { name: 'Report videos' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toContainText('Please enter the video title');
    await snapshot(page, 'settings-videos-en-1280');
  });

  test('on a phone the settings fit the screen, in both languages @phone', async ({ page }) => {
    test.setTimeout(120_000);
    await logInAs(page, 'admin');
    for (const [path, heading, lang] of [
      [SETTINGS, 'Cấu hình hệ thống', 'vi'],
      [`/en${SETTINGS}`, 'System settings', 'en'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await snapshot(page, `settings-${lang}-375`);
    }
  });
});

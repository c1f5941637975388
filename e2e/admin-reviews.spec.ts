import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { test } from './fixtures';
import { LAPTOP, logInAs, signInNewCustomer, snapshot, uniqueToken, withoutPromoBanner } from './admin-helpers';

const REVIEWS = '/admin/report-manage/review';

/** A public report the story reviews: the newest review of a report is the first on its page. */
async function reportPermalink(request: APIRequestContext): Promise<{ id: number; permalink: string }> {
  const list = await (await request.post('/api/v1/public/reports', { data: { page: 1, page_size: 6 } })).json();
  const report = (list.result.items as { id: number; permalink: string }[])[0];
  if (!report) throw new Error('The demo shop has no public report');
  return report;
}

/** A new customer reviews a report in a browser of their own. */
async function customerReview(browser: Browser, baseURL: string, text: string): Promise<{ permalink: string }> {
  const context = await browser.newContext({ baseURL });
  const customerPage = await context.newPage();
  const report = await reportPermalink(customerPage.request);
  await signInNewCustomer(customerPage, baseURL);
  const posted = await customerPage.request.post('/api/v1/review', { data: { report_id: report.id, rating: 2, content: text } });
  expect(posted.ok(), await posted.text()).toBeTruthy();
  await context.close();
  return { permalink: report.permalink };
}

async function findReview(page: Page, token: string, labels: { keyword: string; search: string }) {
  await page.getByRole('textbox', { name: labels.keyword }).fill(token);
  await page.getByRole('button', { name: labels.search }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${token}`));
  const row = page.getByRole('row').filter({ hasText: token });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('admin: reviews', () => {
  test('staff reply as the shop under a review, then hide it and it leaves the public report page @desktop', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const token = `E2E${uniqueToken()}`;
    await logInAs(page, 'admin');
    const { permalink } = await customerReview(browser, baseURL!, `Báo cáo hơi ngắn ${token}`);

    await page.goto(REVIEWS);
    await expect(page.getByRole('heading', { level: 1, name: 'Đánh giá' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await snapshot(page, 'reviews-vi-1440');

    const row = await findReview(page, token, { keyword: 'Nội dung hoặc người viết', search: 'Tìm kiếm' });
    await expect(row).toContainText('Đang hiển thị');
    await row.getByRole('button', { name: /^Thao tác: / }).click();
    await page.getByRole('menuitem', { name: 'Xem và trả lời' }).click();
    const drawer = page.getByRole('dialog', { name: 'Chi tiết đánh giá' });
    const answer = `Cảm ơn góp ý, bản đầy đủ ở gói Cao cấp ${token}`;
    await drawer.getByRole('textbox', { name: 'Nội dung trả lời' }).fill(answer);
    await drawer.getByRole('button', { name: 'Gửi trả lời' }).click();
    await expect(drawer.getByTestId('admin-reply').filter({ hasText: answer })).toContainText('Cửa hàng');
    await snapshot(page, 'review-drawer-vi-1440');
    await page.keyboard.press('Escape');

    // The visitor sees the shop's answer under the review, signed by the shop.
    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    await withoutPromoBanner(visitorPage);
    await visitorPage.goto(`/reports/${permalink}`);
    const review = visitorPage
      .getByRole('listitem')
      .filter({ hasText: `Báo cáo hơi ngắn ${token}` })
      .first();
    await expect(review).toBeVisible();
    // The reviews are a deferred island: their code arrives as they come near the screen, and a
    // click that lands before it reaches only the server's markup. A person scrolling down gives it
    // that time; the story clicks again until the replies open.
    // Hydration puts new elements in place of the server's, so the button is found anew each try.
    const showReplies = review.getByRole('button', { name: 'Xem 1 phản hồi' });
    await expect(async () => {
      if (await showReplies.isVisible()) await showReplies.click({ timeout: 5_000 });
      await expect(review.getByText(answer)).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(review).toContainText('Sen Vàng Data');
    await snapshot(visitorPage, 'review-shop-reply-vi-1440');

    await row.getByRole('button', { name: /^Thao tác: / }).click();
    await page.getByRole('menuitem', { name: 'Ẩn' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'khỏi trang công khai?' });
    await confirm.getByRole('button', { name: 'Ẩn' }).click();
    await expect(row).toContainText('Đã ẩn');

    await visitorPage.goto(`/reports/${permalink}`);
    await expect(visitorPage.getByRole('heading', { name: /^Đánh giá/ })).toBeVisible();
    await expect(visitorPage.getByText(`Báo cáo hơi ngắn ${token}`)).toHaveCount(0);
    await visitor.close();
  });

  test('in English on a laptop, staff find a review by its text, hide and show it, and delete spam after confirming @desktop', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(LAPTOP);
    const token = `E2E${uniqueToken()}`;
    await logInAs(page, 'admin');
    const { permalink } = await customerReview(browser, baseURL!, `Click here to win money ${token}`);

    await page.goto(`/en${REVIEWS}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    const row = await findReview(page, token, { keyword: 'Text or author', search: 'Search' });
    await row.getByRole('button', { name: /^Actions: / }).click();
    await page.getByRole('menuitem', { name: 'Hide' }).click();
    await page.getByRole('dialog').filter({ hasText: 'from the public pages?' }).getByRole('button', { name: 'Hide' }).click();
    await expect(row).toContainText('Hidden');
    await page.goto(`/en/reports/${permalink}`);
    await expect(page.getByText(`Click here to win money ${token}`)).toHaveCount(0);

    await page.goto(`/en${REVIEWS}?keyword=${token}`);
    await row.getByRole('button', { name: /^Actions: / }).click();
    await page.getByRole('menuitem', { name: 'Show again' }).click();
    await page.getByRole('dialog').filter({ hasText: 'on the public pages again?' }).getByRole('button', { name: 'Show again' }).click();
    await expect(row).toContainText('Shown');
    await page.goto(`/en/reports/${permalink}`);
    await expect(page.getByText(`Click here to win money ${token}`)).toBeVisible();

    await page.goto(`/en${REVIEWS}?keyword=${token}`);
    await row.getByRole('button', { name: /^Actions: / }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete for good?' });
    await expect(confirm).toContainText('This cannot be undone.');
    await snapshot(page, 'review-delete-confirm-en-1280');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row').filter({ hasText: token })).toHaveCount(0);
    await snapshot(page, 'reviews-en-1280');
  });

  test('on a phone the list and a review fit the screen, in both languages @phone', async ({ page }) => {
    test.setTimeout(120_000);
    await logInAs(page, 'admin');
    for (const [path, heading, open] of [
      [REVIEWS, 'Đánh giá', 'Xem và trả lời'],
      [`/en${REVIEWS}`, 'Reviews', 'View and reply'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      const lang = path.startsWith('/en') ? 'en' : 'vi';
      await snapshot(page, `reviews-${lang}-375`);
      await page.getByRole('row').nth(1).getByRole('button').last().click();
      await page.getByRole('menuitem', { name: open }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await snapshot(page, `review-drawer-${lang}-375`);
      await page.keyboard.press('Escape');
    }
  });
});

import { expect, request as playwrightRequest } from '@playwright/test';
import { test } from './fixtures';
import { snapshot } from './admin-helpers';
import { PASSWORD, paidReport, registerBuyer } from './shop-customers';

const STAFF = { username: 'admin', password: 'Admin@2026!' };

const words = {
  vi: {
    prefix: '',
    heading: 'Đơn hàng',
    code: 'Mã đơn hàng',
    search: 'Tìm kiếm',
    momoTab: 'Giao dịch MoMo',
    confirm: 'Xác nhận chuyển khoản',
    confirmTitle: 'Xác nhận đã nhận chuyển khoản',
    paid: 'Đã thanh toán',
    pending: 'Chờ thanh toán',
    readReport: 'Đọc báo cáo',
    momoCode: 'Mã đơn hoặc mã MoMo',
    notifications: 'Thông báo',
    drawer: 'Giao dịch MoMo',
  },
  en: {
    prefix: '/en',
    heading: 'Orders',
    code: 'Order code',
    search: 'Search',
    momoTab: 'MoMo transactions',
    confirm: 'Confirm bank transfer',
    confirmTitle: 'Confirm the transfer was received',
    paid: 'Paid',
    pending: 'Awaiting payment',
    readReport: 'Read the report',
    momoCode: 'Order code or MoMo id',
    notifications: 'Notifications',
    drawer: 'MoMo transaction',
  },
} as const;

/** A new customer's order of one premium package, not yet paid. */
async function placeOrder(baseURL: string, paymentMethod: 'bank_transfer' | 'momo') {
  const buyer = await registerBuyer(baseURL);
  const customer = await playwrightRequest.newContext({ baseURL });
  expect((await customer.post('/api/auth/login', { data: { username: buyer.username, password: PASSWORD } })).ok()).toBeTruthy();
  const report = await paidReport(customer);
  const placed = await customer.post('/api/v1/orders', {
    data: { buy_now: { report_id: report.id, type_id: 3 }, payment_method: paymentMethod },
  });
  expect(placed.ok(), await placed.text()).toBeTruthy();
  const order = (await placed.json()).result as { id: number; code: string; total: number };
  return { buyer, report, order, customer };
}

for (const locale of ['vi', 'en'] as const) {
  const w = words[locale];

  for (const width of [undefined, 1280] as const) {
    const tag = width ? ' @desktop' : '';
    test(`staff confirm a customer's bank transfer once and the customer reads the report (${locale}${width ? `, ${width} px` : ''})${tag}`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      if (width) await page.setViewportSize({ width, height: 900 });
      const size = `${locale}-${page.viewportSize()!.width}`;
      const { buyer, report, order, customer } = await placeOrder(baseURL!, 'bank_transfer');
      await customer.dispose();

      expect((await page.request.post('/api/auth/login', { data: STAFF })).ok()).toBeTruthy();
      await page.goto(`${w.prefix}/admin/report-manage/order`);
      await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();

      // The search lives in the address: the order's code is in it after searching, and a reload keeps it.
      await page.getByRole('textbox', { name: w.code }).fill(order.code);
      await page.getByRole('button', { name: w.search }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]code=${order.code}`));
      await page.reload();
      await expect(page.getByRole('textbox', { name: w.code })).toHaveValue(order.code);
      const link = page.getByRole('link', { name: order.code });
      await expect(link).toBeVisible();
      await snapshot(page, `${size}-orders`);

      // The MoMo tab is in the address too, and the back button returns to the orders.
      await page.getByRole('tab', { name: w.momoTab }).click();
      await expect(page).toHaveURL(/[?&]tab=momo/);
      await snapshot(page, `${size}-momo`);
      await page.goBack();
      await expect(page.getByRole('link', { name: order.code })).toBeVisible();

      await page.getByRole('link', { name: order.code }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/report-manage/order/${order.id}$`));
      await expect(page.getByTestId('order-status-badge')).toHaveText(w.pending);
      await expect(page.getByTestId('order-transfer')).toContainText(`${buyer.username}_`);
      await snapshot(page, `${size}-order`);

      // Staff are asked first; the confirmation is made once and the button goes away.
      await page.getByRole('button', { name: w.confirm }).click();
      const dialog = page.getByRole('dialog', { name: w.confirmTitle });
      await expect(dialog).toContainText(order.code);
      await snapshot(page, `${size}-confirm`);
      await dialog.getByRole('button', { name: w.confirm }).click();
      await expect(page.getByTestId('order-status-badge')).toHaveText(w.paid);
      await expect(page.getByRole('button', { name: w.confirm })).toHaveCount(0);
      await expect(page.getByTestId('order-status-history')).toContainText(w.paid);
      await snapshot(page, `${size}-order-paid`);

      // A second confirmation, however it arrives, changes nothing.
      const again = await page.request.put('/api/v1/admin/order/change-status', { data: { id: order.id, status: 'paid' } });
      expect(again.ok()).toBeFalsy();

      // The customer now reads what they bought.
      await page.context().clearCookies();
      expect((await page.request.post('/api/auth/login', { data: { username: buyer.username, password: PASSWORD } })).ok()).toBeTruthy();
      await page.goto(`${w.prefix}/payment/${order.id}`);
      const paid = page.getByTestId('order-paid');
      await expect(paid).toBeVisible();
      await paid.getByRole('link', { name: w.readReport }).click();
      await expect(page).toHaveURL(new RegExp(`/reports/${report.permalink}$`));
      await expect(page.getByTestId('purchased-contents')).toBeVisible();
      await expect(page.getByTestId('purchased-content').first()).toBeVisible();
    });
  }
}

for (const locale of ['vi', 'en'] as const) {
  const w = words[locale];

  test(`staff read the notifications MoMo sent about a payment (${locale}) @desktop`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const { order, customer } = await placeOrder(baseURL!, 'momo');
    const created = await customer.post('/api/v1/orders/momo', { data: { order_id: order.id } });
    expect(created.ok(), await created.text()).toBeTruthy();
    const payUrl = (await created.json()).result.pay_url as string;
    await customer.dispose();

    // The buyer pays on MoMo's page (the shop's stand-in), which notifies the shop.
    await page.goto(payUrl);
    await page.getByRole('button', { name: 'Thanh toán' }).click();
    // The page sends the buyer back to the shop (to sign in, in this browser) once MoMo has notified it.
    await page.waitForURL((url) => !url.pathname.includes('momo-sandbox'));

    await page.context().clearCookies();
    expect((await page.request.post('/api/auth/login', { data: STAFF })).ok()).toBeTruthy();
    await page.goto(`${w.prefix}/admin/report-manage/order?tab=momo&code=${order.code}`);
    await expect(page.getByRole('textbox', { name: w.momoCode })).toHaveValue(order.code);
    await expect(page.getByRole('link', { name: order.code })).toBeVisible();
    await page.getByRole('button', { name: w.notifications }).click();
    const drawer = page.getByRole('dialog', { name: w.drawer });
    await expect(drawer).toContainText(order.code);
    await expect(drawer.locator('pre').first()).toContainText('"resultCode": 0');
    await snapshot(page, `${locale}-${page.viewportSize()!.width}-momo-notifications`);
  });
}

import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { confirmTransfer, PASSWORD, paidReport, registerBuyer, type Buyer } from './shop-customers';
import { embeddedTextByPage } from '../apps/api/test/orders/support/pdf-text';

const BASIC = 'Gói Cơ bản';
const PREMIUM = 'Gói Cao cấp';
const DROPPED = 'Gói cao hơn của báo cáo này đã có trong giỏ hàng nên gói thấp hơn được bỏ qua.';

async function logInThroughApi(page: Page, buyer: Buyer): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { username: buyer.username, password: PASSWORD } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

const orderIdOf = (page: Page) => Number(new URL(page.url()).pathname.match(/\/payment\/(\d+)/)?.[1]);

test.describe('buying reports', () => {
  test('a visitor fills a cart, logs in, pays by bank transfer with a coupon and reads the stamped PDF once staff confirm @desktop', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const [buyer, report] = await Promise.all([registerBuyer(baseURL!), paidReport(request)]);

    await page.goto(`/reports/${report.permalink}`);
    await page.getByRole('button', { name: `Thêm vào giỏ – ${BASIC}` }).click();
    const popup = page.getByRole('dialog', { name: 'Giỏ hàng của bạn' });
    await expect(popup.getByTestId('cart-line')).toHaveCount(1);
    await popup.getByRole('button', { name: 'Đóng giỏ hàng' }).click();

    // The premium package includes the basic one: the cart keeps only the premium package and says why.
    await page.getByRole('button', { name: `Thêm vào giỏ – ${PREMIUM}` }).click();
    await expect(popup.getByTestId('cart-dropped')).toContainText(DROPPED);
    await expect(popup.getByTestId('cart-line')).toHaveCount(1);
    await expect(popup.getByTestId('cart-line')).toContainText(PREMIUM);
    await expect(page.getByTestId('header-cart')).toHaveAccessibleName('Giỏ hàng: 1 sản phẩm');

    await popup.getByRole('link', { name: 'Xem giỏ hàng' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: /Giỏ hàng/ })).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText('4.990.000 ₫');

    // Checking out asks the visitor to log in; afterwards the browser's cart is in the server cart.
    await page.getByRole('button', { name: 'Đặt hàng' }).click();
    const warning = page.getByRole('dialog', { name: 'Thông báo' });
    await expect(warning).toContainText('Vui lòng đăng nhập để tiếp tục');
    await warning.getByRole('button', { name: 'Đăng nhập' }).click();
    const modal = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Đăng nhập', exact: true }) });
    await modal.getByLabel(/tên đăng nhập/i).fill(buyer.username);
    await modal.getByLabel(/^Mật khẩu/).fill(PASSWORD);
    await modal.getByRole('button', { name: 'Đăng nhập', exact: true }).click();

    await expect(page.getByRole('button', { name: /^Menu tài khoản/ })).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await expect
      .poll(async () => {
        const cart = await (await page.request.get('/api/v1/cart')).json();
        return (cart.result?.items ?? []).map((item: { type_id: number }) => item.type_id);
      })
      .toEqual([3]);
    expect(await page.evaluate(() => window.localStorage.getItem('cart'))).toBeNull();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);

    await page.getByRole('textbox', { name: 'Mã giảm giá' }).fill('giam10');
    await page.getByRole('button', { name: 'Áp dụng' }).click();
    await expect(page.getByTestId('coupon-result')).toContainText('Mã GIAM10: giảm 499.000 ₫');
    await expect(page.getByTestId('checkout-total')).toHaveText('4.491.000 ₫');

    await page.getByRole('radio', { name: 'Chuyển khoản ngân hàng' }).check();
    await page.getByRole('button', { name: 'Đặt hàng' }).dblclick();
    await expect(page).toHaveURL(/\/payment\/\d+$/);
    const orderId = orderIdOf(page);

    // The bill-payment page: account, amount, the username_purchasedate syntax and its VietQR code.
    await expect(page.getByRole('heading', { name: 'Thông tin chuyển khoản' })).toBeVisible();
    await expect(page.getByText('4.491.000 ₫').first()).toBeVisible();
    const syntax = new RegExp(`^${buyer.username}_\\d{8}$`);
    await expect(page.getByText(syntax)).toBeVisible();
    const qr = page.getByTestId('vietqr');
    await expect(qr).toBeVisible();
    const payload = (await qr.getAttribute('data-payload'))!;
    expect(payload).toMatch(/^000201010212/);
    expect(payload).toContain('5303704');
    expect(payload).toContain('54074491000');
    expect(payload).toContain(`${buyer.username}_`);
    await expect(page.getByRole('button', { name: 'Sao chép Nội dung chuyển khoản' })).toBeVisible();

    // A double click placed one order only.
    const history = await (await page.request.get('/api/v1/orders/history?sort=id,desc')).json();
    expect(history.result.total).toBe(1);

    await confirmTransfer(baseURL!, orderId);
    const paid = page.getByTestId('order-paid');
    await expect(paid).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('order-status')).toHaveText('Đã thanh toán');
    const orderCode = (await page.getByTestId('order-code').textContent())!;
    await expect(paid.getByRole('link', { name: 'Đọc báo cáo' })).toHaveAttribute('href', `/reports/${report.permalink}`);

    // The buyer's copy of the PDF carries the buyer and the order code on every page.
    const contents = await (await page.request.get(`/api/v1/reports/premium-content?report_id=${report.id}&type_id=2`)).json();
    const pdf = (contents.result.contents as { format: string; url: string }[]).find((content) => content.format === 'pdf')!;
    const file = await page.request.get(`/api${pdf.url}`);
    expect(file.headers()['content-type']).toBe('application/pdf');
    const pages = await embeddedTextByPage(await file.body());
    expect(pages.length).toBeGreaterThan(0);
    for (const text of pages) {
      expect(text).toContain(orderCode);
      expect(text).toContain(buyer.email);
    }
  });

  test('a signed-in buyer buys one package at once and pays with MoMo @desktop', async ({ page, request, baseURL }) => {
    const [buyer, report] = await Promise.all([registerBuyer(baseURL!), paidReport(request)]);
    await logInThroughApi(page, buyer);

    await page.goto(`/reports/${report.permalink}`);
    await page.getByRole('button', { name: `Mua ngay – ${BASIC}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mua ngay' })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toContainText(BASIC);
    await expect(page.getByTestId('checkout-total')).toHaveText('1.990.000 ₫');

    await page.getByRole('radio', { name: 'Ví MoMo' }).check();
    await page.getByRole('button', { name: 'Đặt hàng' }).click();

    // MoMo's pay page (the built-in stand-in when no MoMo keys are configured).
    await page.waitForURL(/momo-sandbox\/pay/);
    await page.getByRole('button', { name: 'Thanh toán' }).click();

    await expect(page).toHaveURL(/\/payment\/momo\/return\?/);
    const result = page.getByTestId('momo-result');
    await expect(result).toHaveAttribute('data-status', 'paid');
    await expect(result).toContainText('Thanh toán thành công');
    await expect(result).toContainText('1.990.000 ₫');

    const cart = await (await page.request.get('/api/v1/cart')).json();
    expect(cart.result.items).toEqual([]);
  });

  test('an order fully covered by a coupon completes at once @desktop', async ({ page, request, baseURL }) => {
    const [buyer, report] = await Promise.all([registerBuyer(baseURL!), paidReport(request)]);
    await logInThroughApi(page, buyer);

    await page.goto(`/reports/${report.permalink}`);
    await page.getByRole('button', { name: `Mua ngay – ${PREMIUM}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mua ngay' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Mã giảm giá' }).fill('MIENPHI100');
    await page.getByRole('button', { name: 'Áp dụng' }).click();
    await expect(page.getByTestId('coupon-result')).toContainText('Mã MIENPHI100 trả toàn bộ đơn hàng');
    await expect(page.getByTestId('checkout-total')).toHaveText('0 ₫');
    await expect(page.getByRole('radio', { name: 'Mã giảm giá trả toàn bộ' })).toBeChecked();

    await page.getByRole('button', { name: 'Nhận báo cáo' }).click();
    await expect(page).toHaveURL(/\/payment\/\d+$/);
    await expect(page.getByTestId('order-paid')).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('Đã thanh toán');

    // What the buyer owns is no longer sold to them on the report's page (the premium package
    // includes the basic one): each leads to the open contents instead.
    await page.goto(`/reports/${report.permalink}`);
    const openPremium = page.getByRole('link', { name: `Đã mua ${PREMIUM} – xem nội dung` });
    await expect(openPremium).toBeVisible();
    await expect(page.getByRole('link', { name: `Đã mua ${BASIC} – xem nội dung` })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Mua ngay|Thêm vào giỏ) – / })).toHaveCount(0);
    await openPremium.click();
    await expect(page.getByTestId('purchased-contents')).toBeInViewport();
  });

  test('the cart popup shows the empty cart, and /product-cart opens it', async ({ page }) => {
    await page.goto('/product-cart');
    await expect(page).toHaveURL(/\/cart\?popup=1$/);
    const popup = page.getByRole('dialog', { name: 'Giỏ hàng của bạn' });
    await expect(popup).toContainText('Chưa có sản phẩm nào!');
    await popup.getByRole('button', { name: 'Đóng giỏ hàng' }).click();
    await page.getByTestId('header-cart').click();
    await expect(popup).toBeVisible();
  });
});

import { randomBytes, randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { GOOGLE_CLIENT_ID } from './accounts-env';
import { facebookSdkStandIn, googleSdkStandIn, startMailReceiver, startProviderStandIn } from './accounts-stand-ins';

const PASSWORD = 'Sen-Vang-2026!';
const apiUrl = `http://127.0.0.1:${process.env.API_PORT ?? '4000'}`;

interface Person {
  last_name: string;
  first_name: string;
  phone: string;
  email: string;
}

/** A new person for each story: the e2e database is kept between runs. */
function newPerson(): Person {
  const suffix = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    last_name: 'Nguyễn',
    first_name: 'Minh Anh',
    phone: `09${String(randomInt(10_000_000, 99_999_999))}`,
    email: `tk${suffix}@example.vn`,
  };
}

/**
 * Sign-in, registration and reset are limited per address; each story comes from its own address
 * (the API trusts the forwarded address, see docs/deploy.md), so the stories do not share a limit.
 */
const visitorAddress = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

async function registerThroughApi(person: Person, baseURL: string): Promise<void> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() } });
  const response = await context.post('/api/auth/register', { data: { ...person, password: PASSWORD, rePassword: PASSWORD } });
  expect(response.ok(), await response.text()).toBeTruthy();
  await context.dispose();
}

async function logInThroughApi(page: Page, username: string, password = PASSWORD): Promise<void> {
  const response = await page.request.post('/api/auth/login', { data: { username, password } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((candidate) => candidate.name === name);

const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

const header = (page: Page) => page.getByRole('banner');

/** Opens a page and waits until its scripts have run, so the forms answer like they do for a person. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** A text field by its label (the required mark is not part of the accessible name). */
const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** Password fields have no role; their label starts with the name. */
const passwordField = (scope: Page | Locator, name: string) => scope.getByLabel(new RegExp(`^${name}`));

test.beforeEach(async ({ context }) => {
  // The promotional banner of the home page is another story; it stays closed here.
  await context.addInitScript(() => window.localStorage.setItem('promo-banner-hidden-until', String(Date.now() + 1e10)));
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress() });
});

test.describe('accounts', () => {
  test('a visitor registers in the header modal, is signed in at once, and logs out from the account page @desktop', async ({
    page,
    context,
  }) => {
    const person = newPerson();
    await visit(page, '/');
    await header(page).getByRole('link', { name: 'Đăng ký' }).click();
    const modal = page.getByRole('dialog', { name: 'Tài khoản Sen Vàng Data' });
    await expect(modal.getByRole('tab', { name: 'Đăng ký', selected: true })).toBeVisible();

    // Enter moves to the next field instead of sending the form; texts are trimmed when leaving a field.
    await textbox(modal, 'Họ').fill(`  ${person.last_name}  `);
    await textbox(modal, 'Họ').press('Enter');
    await expect(textbox(modal, 'Tên')).toBeFocused();
    await expect(textbox(modal, 'Họ')).toHaveValue(person.last_name);
    await textbox(modal, 'Tên').fill(person.first_name);
    await textbox(modal, 'Số điện thoại').fill('09 12ab');
    await textbox(modal, 'Email').fill(person.email);
    await passwordField(modal, 'Mật khẩu').fill(PASSWORD);
    await passwordField(modal, 'Nhập lại mật khẩu').fill(`${PASSWORD}x`);
    await modal.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    await expect(modal.getByText('Số điện thoại không được chứa chữ cái và các kí tự đặc biệt.')).toBeVisible();
    await expect(modal.getByText('Mật khẩu không trùng khớp')).toBeVisible();

    await textbox(modal, 'Số điện thoại').fill(person.phone);
    await passwordField(modal, 'Nhập lại mật khẩu').fill(PASSWORD);
    await passwordField(modal, 'Nhập lại mật khẩu').press('Enter');

    await expect(notice(page, 'Đăng ký thành công')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/:\d+\/$/);
    const userMenu = header(page).getByRole('button', { name: 'Menu tài khoản của Nguyễn Minh Anh' });
    await expect(userMenu).toBeVisible();

    // The tokens live in HttpOnly cookies; page scripts never see them.
    const token = await cookie(context, 'token');
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect((await cookie(context, 'long_token'))?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain(token!.value);
    expect(
      await page.evaluate(() => JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage })),
    ).not.toContain(token!.value);

    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Thông tin tài khoản' }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(textbox(page, 'Email')).toHaveValue(person.email);
    await expect(textbox(page, 'Tên')).toHaveValue(person.first_name);

    await page.getByRole('navigation', { name: 'Menu tài khoản' }).getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(notice(page, 'Đăng xuất thành công!')).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(header(page).getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
    expect(await cookie(context, 'token')).toBeUndefined();
    expect(await cookie(context, 'long_token')).toBeUndefined();
  });

  test('a wrong password is refused with the server message; empty fields get their required messages', async ({ page, baseURL }) => {
    const person = newPerson();
    await registerThroughApi(person, baseURL!);
    await visit(page, '/login');
    await page.getByRole('main').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page.getByText('Vui lòng nhập tên đăng nhập/email')).toBeVisible();
    await expect(page.getByText('Vui lòng nhập mật khẩu')).toBeVisible();

    await textbox(page, 'Tên đăng nhập hoặc email').fill(person.email);
    await textbox(page, 'Tên đăng nhập hoặc email').press('Enter');
    await expect(passwordField(page, 'Mật khẩu')).toBeFocused();
    await passwordField(page, 'Mật khẩu').fill('Sai-mat-khau-1');
    await passwordField(page, 'Mật khẩu').press('Enter');

    await expect(notice(page, 'Tên đăng nhập hoặc mật khẩu không đúng')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await cookie(page.context(), 'token')).toBeUndefined();
  });

  test.describe('with a mail server', () => {
    let mail: Awaited<ReturnType<typeof startMailReceiver>>;
    test.beforeAll(async () => {
      mail = await startMailReceiver();
    });
    test.afterAll(async () => {
      await mail.close();
    });

    test('a visitor who forgot the password gets the link by mail, sets a new one and logs in with it @desktop', async ({
      page,
      baseURL,
    }) => {
      const person = newPerson();
      await registerThroughApi(person, baseURL!);
      await visit(page, '/');
      await header(page).getByRole('link', { name: 'Đăng nhập' }).click();
      const modal = page.getByRole('dialog', { name: 'Tài khoản Sen Vàng Data' });
      await modal.getByRole('button', { name: 'Quên mật khẩu?' }).click();
      await expect(modal.getByRole('heading', { name: 'Quên mật khẩu' })).toBeVisible();
      await modal.getByRole('button', { name: 'Gửi yêu cầu' }).click();
      await expect(modal.getByText('Vui lòng nhập tên đăng nhập hoặc email!')).toBeVisible();

      await textbox(modal, 'Tên đăng nhập hoặc email').fill(person.email);
      await modal.getByRole('button', { name: 'Gửi yêu cầu' }).click();
      const sent = 'Nếu tên đăng nhập hoặc email tồn tại, chúng tôi đã gửi hướng dẫn đặt lại mật khẩu vào email của tài khoản.';
      await expect(notice(page, sent)).toBeVisible();
      // Back to the login view 3.5 s after the request went through.
      await expect(modal.getByRole('tab', { name: 'Đăng nhập', selected: true })).toBeVisible({ timeout: 6000 });

      await expect.poll(() => mail.received.filter((message) => message.to.includes(person.email)).length, { timeout: 20_000 }).toBe(1);
      const message = mail.received.find((candidate) => candidate.to.includes(person.email))!;
      const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(message.text)?.[0];
      expect(link).toBeDefined();
      await visit(page, new URL(link!).pathname + new URL(link!).search);

      const newPassword = 'Mat-Khau-Moi-2026';
      await expect(page.getByRole('heading', { level: 1, name: 'Đặt lại mật khẩu' })).toBeVisible();
      await passwordField(page, 'Mật khẩu').fill(newPassword);
      await passwordField(page, 'Nhập lại mật khẩu').fill(newPassword);
      await page.getByRole('button', { name: 'Đặt mật khẩu mới' }).click();
      await expect(notice(page, 'Đặt lại mật khẩu thành công')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      await textbox(page, 'Tên đăng nhập hoặc email').fill(person.email);
      await passwordField(page, 'Mật khẩu').fill(newPassword);
      await page.getByRole('main').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
      await expect(notice(page, 'Đăng nhập thành công')).toBeVisible();
      await expect(header(page).getByRole('button', { name: /^Menu tài khoản của/ })).toBeVisible();

      // The link works once.
      await page.request.post('/api/auth/logout', { data: {} });
      const again = await page.request.post('/api/auth/reset-password/confirm', {
        data: { token: new URL(link!).searchParams.get('token'), password: 'Khac-Nua-2026', rePassword: 'Khac-Nua-2026' },
      });
      expect(again.status()).toBe(400);
      expect((await again.json()).message).toBe('Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn.');
    });
  });

  test('an expired access token is renewed silently; a long token used elsewhere ends the session with a notice and the home page', async ({
    page,
    context,
    baseURL,
  }) => {
    const person = newPerson();
    await registerThroughApi(person, baseURL!);
    await logInThroughApi(page, person.email);
    await visit(page, '/my-account');
    await expect(textbox(page, 'Họ')).toHaveValue(person.last_name);

    // Without the access token cookie, the next call renews the session and goes through.
    const firstLongToken = (await cookie(context, 'long_token'))!.value;
    await context.clearCookies({ name: 'token' });
    await textbox(page, 'Tên').fill('Minh Châu');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(notice(page, 'Cập nhật thông tin thành công')).toBeVisible();
    expect((await cookie(context, 'token'))?.httpOnly).toBe(true);
    expect((await cookie(context, 'long_token'))?.value).not.toBe(firstLongToken);

    // A page load renews it too, before the page renders.
    await context.clearCookies({ name: 'token' });
    await visit(page, '/order-history');
    await expect(page.getByRole('heading', { level: 1, name: 'Lịch sử đơn hàng' })).toBeVisible();
    await expect(page.getByText('Bạn chưa có đơn hàng nào')).toBeVisible();

    // Someone else trades the browser's long token first: its next use is a reuse, and the session ends.
    const api = await playwrightRequest.newContext({ baseURL: apiUrl });
    const stolen = await api.post(
      `/v1/public/users/refresh-token?long_token=${encodeURIComponent((await cookie(context, 'long_token'))!.value)}`,
    );
    expect(stolen.ok()).toBeTruthy();
    await api.dispose();
    await context.clearCookies({ name: 'token' });
    await visit(page, '/my-account');
    await expect(notice(page, 'Phiên đăng nhập hết hạn')).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(header(page).getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
    expect(await cookie(context, 'long_token')).toBeUndefined();
  });

  test('a call that meets a revoked session tells the page, which says so and goes home', async ({ page, context, baseURL }) => {
    const person = newPerson();
    await registerThroughApi(person, baseURL!);
    await logInThroughApi(page, person.email);
    await visit(page, '/my-account');
    await expect(textbox(page, 'Họ')).toHaveValue(person.last_name);

    const api = await playwrightRequest.newContext({ baseURL: apiUrl });
    expect(
      (
        await api.post(`/v1/public/users/refresh-token?long_token=${encodeURIComponent((await cookie(context, 'long_token'))!.value)}`)
      ).ok(),
    ).toBeTruthy();
    await api.dispose();
    await context.clearCookies({ name: 'token' });

    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect(notice(page, 'Phiên đăng nhập hết hạn')).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    expect(await cookie(context, 'long_token')).toBeUndefined();
  });

  test.describe('with the sign-in providers standing in', () => {
    let providers: Awaited<ReturnType<typeof startProviderStandIn>>;
    test.beforeAll(async () => {
      providers = await startProviderStandIn(GOOGLE_CLIENT_ID);
    });
    test.afterAll(async () => {
      await providers.close();
    });

    for (const provider of ['Facebook', 'Google'] as const) {
      test(`a visitor logs in with ${provider} and gets an account from the verified email`, async ({ page, context }) => {
        const name = `social${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
        await context.route('https://connect.facebook.net/**', (route) =>
          route.fulfill({ contentType: 'text/javascript', body: facebookSdkStandIn(`fb-${name}`) }),
        );
        await context.route('https://accounts.google.com/gsi/client', (route) =>
          route.fulfill({ contentType: 'text/javascript', body: googleSdkStandIn(`g-${name}`) }),
        );
        await visit(page, '/en/login');
        const button = page.getByRole('button', { name: `Log in with ${provider}` });
        await expect(button).toBeEnabled();
        await button.click();

        await expect(notice(page, 'Logged in successfully')).toBeVisible();
        await expect(page).toHaveURL(/\/en$/);
        const me = await (await page.request.get('/api/v1/me')).json();
        expect(me.result).toMatchObject({ email: `${name}@example.vn`, has_password: false, roles: ['USER'] });
        // A social sign-in does not keep the login type.
        expect(await cookie(context, 'login_type')).toBeUndefined();
      });
    }

    test('a provider that refuses the token shows its message', async ({ page, context }) => {
      await context.route('https://connect.facebook.net/**', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: facebookSdkStandIn('not-a-known-token') }),
      );
      await context.route('https://accounts.google.com/**', (route) => route.abort());
      await visit(page, '/login');
      await page.getByRole('button', { name: 'Đăng nhập bằng Facebook' }).click();
      await expect(notice(page, 'Invalid OAuth access token - Cannot parse access token')).toBeVisible();
      expect(await cookie(context, 'token')).toBeUndefined();
    });
  });

  test('without the providers’ scripts the social buttons stay off with a hint, and the form still works', async ({ page, context }) => {
    await context.route(/https:\/\/(connect\.facebook\.net|accounts\.google\.com)\//, (route) => route.abort('internetdisconnected'));
    await visit(page, '/login');
    await expect(page.getByRole('button', { name: 'Đăng nhập bằng Facebook' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Đăng nhập bằng Google' })).toBeDisabled();
    await expect(
      page.getByText('Đăng nhập bằng Facebook, Google hiện chưa khả dụng, vui lòng dùng tên đăng nhập và mật khẩu.'),
    ).toBeVisible();
    await expect(textbox(page, 'Tên đăng nhập hoặc email')).toBeEditable();
  });

  test('an account page asks a visitor to log in and opens after it; staff are not sent to the ambassador registration', async ({
    page,
    baseURL,
  }) => {
    const person = newPerson();
    await registerThroughApi(person, baseURL!);
    await visit(page, '/register-ambassador');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fregister-ambassador$/);
    await textbox(page, 'Tên đăng nhập hoặc email').fill(person.email);
    await passwordField(page, 'Mật khẩu').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page).toHaveURL(/\/register-ambassador$/);
    await expect(page.getByRole('heading', { name: 'Hồ sơ đại sứ' })).toBeVisible();

    await page.request.post('/api/auth/logout', { data: {} });
    await visit(page, '/login?redirect=/register-ambassador');
    await textbox(page, 'Tên đăng nhập hoặc email').fill('staff');
    await passwordField(page, 'Mật khẩu').fill('Staff@2026!');
    await page.getByRole('main').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(notice(page, 'Đăng nhập thành công')).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('a redirect target that leaves the site is dropped: the visitor signs in and stays on the site', async ({ page, baseURL }) => {
    const person = newPerson();
    await registerThroughApi(person, baseURL!);
    // A tab between the slashes: the browser drops it and reads `//evil.invalid/`, another host.
    await visit(page, '/login?redirect=%2F%09%2Fevil.invalid%2F');
    expect(await page.evaluate(() => window.sessionStorage.getItem('redirect_after_login'))).toBeNull();
    await textbox(page, 'Tên đăng nhập hoặc email').fill(person.email);
    await passwordField(page, 'Mật khẩu').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(notice(page, 'Đăng nhập thành công')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/`);

    // Signed in, the login page sends the visitor on at once, and still not elsewhere.
    for (const target of ['%2F%5Cevil.invalid', '%2F.%2F%2Fevil.invalid', 'https%3A%2F%2Fevil.invalid', 'javascript%3Aalert(1)']) {
      const response = await page.request.get(`/login?redirect=${target}`, { maxRedirects: 0 });
      expect(response.status(), target).toBe(307);
      expect(new URL(response.headers()['location']!, baseURL).origin, target).toBe(new URL(baseURL!).origin);
    }
  });

  test('another site cannot sign a visitor in or out: cross-site and text/plain posts are refused in the caller language', async ({
    page,
    context,
    baseURL,
  }) => {
    const person = newPerson();
    await registerThroughApi(person, baseURL!);
    const credentials = JSON.stringify({ username: person.email, password: PASSWORD });
    const forged = await page.request.post('/api/auth/login', {
      headers: { 'content-type': 'text/plain', origin: 'https://evil.invalid', 'accept-language': 'en' },
      data: credentials,
    });
    expect(forged.status()).toBe(403);
    expect(await forged.json()).toMatchObject({
      code: 403,
      message: 'This request did not come from the Sen Vàng Data site and was refused.',
    });
    const plain = await page.request.post('/api/auth/login', {
      headers: { 'content-type': 'text/plain', origin: baseURL! },
      data: credentials,
    });
    expect(plain.status()).toBe(415);
    expect(await plain.json()).toMatchObject({ code: 415, message: 'Định dạng không được hỗ trợ.' });
    expect(await cookie(context, 'token')).toBeUndefined();

    await logInThroughApi(page, person.email);
    const forgedLogout = await page.request.post('/api/auth/logout', { headers: { origin: 'https://evil.invalid' }, data: {} });
    expect(forgedLogout.status()).toBe(403);
    const forgedCartChange = await page.request.post('/api/v1/cart', { headers: { origin: 'null' }, data: { report_id: 1, type_id: 1 } });
    expect(forgedCartChange.status()).toBe(403);
    expect(await cookie(context, 'token')).toBeDefined();
  });

  test('a customer registers as an ambassador, waits, is rejected, sends again and is approved; locked, their page is gone at once @desktop', async ({
    page,
    baseURL,
  }) => {
    const person = newPerson();
    await registerThroughApi(person, baseURL!);
    await logInThroughApi(page, person.email);
    await visit(page, '/register-ambassador');
    const form = page.getByRole('main');
    await expect(textbox(form, 'Họ và tên')).toHaveValue('Nguyễn Minh Anh');
    await expect(textbox(form, 'Số điện thoại')).toHaveValue(person.phone);
    await textbox(form, 'Ngày sinh').fill('31/02/1990');
    await textbox(form, 'Chức vụ').fill('Chuyên viên tư vấn');
    await form.getByRole('combobox', { name: 'Cấp đại sứ' }).click();
    await page.getByRole('option', { name: 'Đại sứ tỉnh thành' }).click();
    await form.getByRole('button', { name: 'Gửi đăng ký' }).click();
    await expect(form.getByText('Ngày phải có dạng dd/mm/yyyy')).toBeVisible();
    await expect(form.getByText('Vui lòng chọn khu vực, tỉnh thành hoặc dự án phụ trách')).toBeVisible();

    await textbox(form, 'Ngày sinh').fill('12/08/1990');
    await form.getByRole('combobox', { name: 'Tỉnh thành phụ trách' }).click();
    await page.getByRole('option', { name: 'Hà Nội', exact: true }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Gửi đăng ký' }).click();
    await expect(notice(page, 'Đăng ký đại sứ thành công, vui lòng chờ xét duyệt')).toBeVisible();
    await expect(form.getByText('Đăng ký đang chờ xét duyệt')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Gửi đăng ký' })).toBeHidden();

    const staff = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() } });
    expect((await staff.post('/api/auth/login', { data: { username: 'admin', password: 'Admin@2026!' } })).ok()).toBeTruthy();
    const found = await (
      await staff.post('/api/v1/admin/ambassador/search?page=1&page_size=5', { data: { keyword: person.email } })
    ).json();
    const registrationId: number = found.result.items[0].id;
    const decide = async (registration_status: 'approved' | 'rejected') =>
      expect(
        (await staff.put('/api/v1/admin/ambassador/change-status', { data: { id: registrationId, registration_status } })).ok(),
      ).toBeTruthy();

    await decide('rejected');
    await page.reload();
    await expect(form.getByText('Đăng ký chưa được duyệt')).toBeVisible();
    await expect(textbox(form, 'Chức vụ')).toHaveValue('Chuyên viên tư vấn');
    await form.getByRole('button', { name: 'Gửi lại đăng ký' }).click();
    await expect(form.getByText('Đăng ký đang chờ xét duyệt')).toBeVisible();

    await decide('approved');
    await page.reload();
    await expect(form.getByText('Bạn đã là Đại sứ Sen Vàng')).toBeVisible();
    const ambassadorLink = form.getByRole('link', { name: 'Xem trang đại sứ' });
    await expect(ambassadorLink).toHaveAttribute('href', /\/ambassador-detail\/\d+$/);
    const ambassadorPath = (await ambassadorLink.getAttribute('href'))!;
    await header(page)
      .getByRole('button', { name: /^Menu tài khoản của/ })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Trang đại sứ của tôi' })).toHaveAttribute('href', ambassadorPath);
    // An ambassador who is not locked also sees the admin link.
    await expect(page.getByRole('menuitem', { name: 'Trang quản trị' })).toBeVisible();

    // The ambassador page is rendered from API answers cached for five minutes; locking the
    // ambassador takes it down at once, not after the cache's five minutes, and unlocking brings it
    // back (decision 0077).
    expect((await page.request.get(ambassadorPath)).status()).toBe(200);
    const lock = async (status: 'lock' | 'active') =>
      expect((await staff.put('/api/v1/admin/ambassador/change-status', { data: { id: registrationId, status } })).ok()).toBeTruthy();
    await lock('lock');
    expect((await page.request.get(ambassadorPath)).status()).toBe(404);
    await lock('active');
    expect((await page.request.get(ambassadorPath)).status()).toBe(200);
    await staff.dispose();
  });

  test('on a phone the avatar leads to the account summary and menu, without the admin link @phone', async ({ page }) => {
    await logInThroughApi(page, 'daisu', 'DaiSu@2026!');
    await visit(page, '/');
    await header(page).getByRole('link', { name: 'Tài khoản của Trịnh Gia Bảo' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const menu = page.getByRole('main').getByRole('navigation', { name: 'Menu tài khoản' });
    await expect(menu.getByRole('link', { name: 'Lịch sử đơn hàng' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Trang đại sứ của tôi' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Trang quản trị' })).toBeHidden();
    await menu.getByRole('link', { name: 'Đổi mật khẩu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Đổi mật khẩu' })).toBeVisible();
  });

  for (const path of ['/login', '/register', '/en/login', '/en/register']) {
    test(`${path} has no serious accessibility violation`, async ({ page }) => {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
    });
  }
});

import { randomBytes } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';

export const PASSWORD = 'Mua-bao-cao-2026!';

export interface Buyer {
  username: string;
  email: string;
}

export interface PaidReport {
  id: number;
  permalink: string;
}

/** A new customer for each story, so nothing is owned and every coupon is still unused by them. */
export async function registerBuyer(baseURL: string): Promise<Buyer> {
  const suffix = randomBytes(4).toString('hex');
  const buyer = { username: `khach${suffix}`, email: `khach${suffix}@example.vn` };
  const context = await playwrightRequest.newContext({ baseURL });
  const response = await context.post('/api/auth/register', {
    data: {
      first_name: 'Lan',
      last_name: 'Nguyễn',
      phone: `09${String(Date.now()).slice(-8)}`,
      email: buyer.email,
      username: buyer.username,
      password: PASSWORD,
      rePassword: PASSWORD,
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  await context.dispose();
  return buyer;
}

/** A report sold with a basic (2) and a premium (3) package. */
export async function paidReport(request: APIRequestContext): Promise<PaidReport> {
  const list = await (await request.post('/api/v1/public/reports', { data: { page: 1, page_size: 30 } })).json();
  for (const report of list.result.items as { id: number; permalink: string; is_free: boolean }[]) {
    if (report.is_free) continue;
    const detail = await (await request.get(`/api/v1/public/reports/${report.id}`)).json();
    const paid = (detail.result.packages as { id: number; is_free: boolean }[]).filter((pkg) => !pkg.is_free).map((pkg) => pkg.id);
    if (paid.includes(2) && paid.includes(3)) return { id: report.id, permalink: report.permalink };
  }
  throw new Error('The demo shop has no report with both paid packages');
}

/** Staff confirm the bank transfer, as the order screen of the admin area does. */
export async function confirmTransfer(baseURL: string, orderId: number): Promise<void> {
  const staff = await playwrightRequest.newContext({ baseURL });
  expect((await staff.post('/api/auth/login', { data: { username: 'admin', password: 'Admin@2026!' } })).ok()).toBeTruthy();
  const response = await staff.put('/api/v1/admin/order/change-status', { data: { id: orderId, status: 'paid' } });
  expect(response.ok(), await response.text()).toBeTruthy();
  await staff.dispose();
}

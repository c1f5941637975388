import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { orderStatuses, paymentMethods, requiredDay } from './orders.ts';

/** The widest range the dashboard sums over, in days. */
export const DASHBOARD_MAX_DAYS = 366;
export const DASHBOARD_TOP_REPORTS = 10;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Both ends are Vietnam days (`yyyy-mm-dd`), the `to` day included. */
export const dashboardQuery = z
  .strictObject({ from: requiredDay, to: requiredDay })
  .refine((range) => range.from <= range.to, { message: 'date_range_invalid', path: ['to'] })
  .refine((range) => dayNumber(range.to) - dayNumber(range.from) < DASHBOARD_MAX_DAYS, { message: 'date_range_too_long', path: ['to'] });

const amount = z.number().int();
const count = z.number().int();
const reportRef = { report_id: z.number().int(), title: z.string(), permalink: z.string() };

export const dashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({ revenue: amount, paid_orders: count, orders: count, signups: count, downloads: count }),
  /** Every day of the range, zero where nothing was paid; `day` is `yyyy-mm-dd` in Vietnam time. */
  revenue_by_day: z.array(z.object({ day: z.string(), revenue: amount, orders: count })),
  /** `month` is `yyyy-mm`; every month the range touches. */
  revenue_by_month: z.array(z.object({ month: z.string(), revenue: amount, orders: count })),
  /** Orders placed in the range; `revenue` counts only the paid ones. */
  orders_by_payment_method: z.array(z.object({ payment_method: z.enum(paymentMethods), orders: count, revenue: amount })),
  orders_by_status: z.array(z.object({ status: z.enum(orderStatuses), orders: count })),
  signups_by_day: z.array(z.object({ day: z.string(), users: count })),
  /** The most downloaded reports in the range, most first. */
  downloads_by_report: z.array(z.object({ ...reportRef, downloads: count })),
  top_reports: z.object({
    by_revenue: z.array(z.object({ ...reportRef, revenue: amount, sales: count })),
    by_sales: z.array(z.object({ ...reportRef, revenue: amount, sales: count })),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const adminDashboardEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/dashboard',
    access: { permission: 'report-manage/order' },
    summary: 'Revenue, orders, sign-ups and downloads over a range of Vietnam days, summed by the database',
    query: dashboardQuery,
    reply: dashboardSchema,
  }),
};

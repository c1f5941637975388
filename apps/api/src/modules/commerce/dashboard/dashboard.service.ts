import type { z } from 'zod';
import { DASHBOARD_TOP_REPORTS, type Dashboard, type dashboardQuery } from '@app/contracts/admin-dashboard.js';
import type { OrderStatus, PaymentMethod } from '@app/contracts/orders.js';
import type { Db } from '../../../db/client.js';
import { endOfVietnamDay, startOfVietnamDay } from '../../../lib/vietnam-time.js';
import { countSignupsByDay } from '../../accounts/signup-stats.service.js';
import * as downloads from '../entitlements/download-stats.repository.js';
import * as repository from './dashboard.repository.js';

const DAY_MS = 86_400_000;

/** Every `yyyy-mm-dd` from one day to another, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** Each bucket of the series once, in order, zero where the database had no row for it. */
function filled<R extends { bucket: string }, T>(buckets: string[], rows: R[], zero: (bucket: string) => T, value: (row: R) => T): T[] {
  const found = new Map(rows.map((row) => [row.bucket, row]));
  return buckets.map((bucket) => {
    const row = found.get(bucket);
    return row ? value(row) : zero(bucket);
  });
}

/**
 * The dashboard's figures over a range of Vietnam days, each one a grouped query the database
 * sums; the queries run side by side.
 */
export async function dashboard(db: Db, query: z.output<typeof dashboardQuery>): Promise<Dashboard> {
  const range = { from: startOfVietnamDay(query.from), until: endOfVietnamDay(query.to) };
  const downloadFilter = { from: query.from, to: query.to };
  const [byDay, byMonth, byMethod, byStatus, signups, downloadTotals, perReport, byRevenue, bySales] = await Promise.all([
    repository.revenueBy(db, range, 'day'),
    repository.revenueBy(db, range, 'month'),
    repository.ordersByPaymentMethod(db, range),
    repository.ordersByStatus(db, range),
    countSignupsByDay(db, range.from, range.until),
    downloads.totals(db, downloadFilter),
    downloads.perReport(db, downloadFilter, { limit: DASHBOARD_TOP_REPORTS, offset: 0 }, { column: 'downloads', direction: 'desc' }),
    repository.topReports(db, range, 'revenue', DASHBOARD_TOP_REPORTS),
    repository.topReports(db, range, 'sales', DASHBOARD_TOP_REPORTS),
  ]);
  const days = daysBetween(query.from, query.to);
  const months = [...new Set(days.map((day) => day.slice(0, 7)))];
  const revenueByDay = filled(
    days,
    byDay,
    (day) => ({ day, revenue: 0, orders: 0 }),
    (row) => ({ day: row.bucket, revenue: row.revenue, orders: row.orders }),
  );
  const signupsByDay = filled(
    days,
    signups.map((row) => ({ bucket: row.day, users: row.users })),
    (day) => ({ day, users: 0 }),
    (row) => ({ day: row.bucket, users: row.users }),
  );
  const report = (row: { reportId: number; title: string; permalink: string; revenue: number; sales: number }) => ({
    report_id: row.reportId,
    title: row.title,
    permalink: row.permalink,
    revenue: row.revenue,
    sales: row.sales,
  });
  return {
    from: query.from,
    to: query.to,
    totals: {
      revenue: byDay.reduce((total, row) => total + row.revenue, 0),
      paid_orders: byDay.reduce((total, row) => total + row.orders, 0),
      orders: byStatus.reduce((total, row) => total + row.orders, 0),
      signups: signups.reduce((total, row) => total + row.users, 0),
      downloads: downloadTotals.downloads,
    },
    revenue_by_day: revenueByDay,
    revenue_by_month: filled(
      months,
      byMonth,
      (month) => ({ month, revenue: 0, orders: 0 }),
      (row) => ({ month: row.bucket, revenue: row.revenue, orders: row.orders }),
    ),
    orders_by_payment_method: byMethod.map((row) => ({
      payment_method: row.paymentMethod as PaymentMethod,
      orders: row.orders,
      revenue: row.revenue,
    })),
    orders_by_status: byStatus.map((row) => ({ status: row.status as OrderStatus, orders: row.orders })),
    signups_by_day: signupsByDay,
    downloads_by_report: perReport.map((row) => ({
      report_id: row.reportId,
      title: row.title,
      permalink: row.permalink,
      downloads: row.downloads,
    })),
    top_reports: { by_revenue: byRevenue.map(report), by_sales: bySales.map(report) },
  };
}

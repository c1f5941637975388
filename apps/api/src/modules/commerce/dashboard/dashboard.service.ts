import type { z } from 'zod';
import { DASHBOARD_TOP_REPORTS, type Dashboard, type dashboardQuery } from '@app/contracts/admin-dashboard.js';
import type { OrderStatus, PaymentMethod } from '@app/contracts/orders.js';
import type { Db } from '../../../db/client.js';
import { endOfVietnamDay, startOfVietnamDay } from '../../../lib/vietnam-time.js';
import { countSignupsByDay } from '../../accounts/signup-stats.service.js';
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
 * sums (months and the per-method and per-status lists are folded from those groups); the queries
 * run side by side.
 */
export async function dashboard(db: Db, query: z.output<typeof dashboardQuery>): Promise<Dashboard> {
  const range = { from: startOfVietnamDay(query.from), until: endOfVietnamDay(query.to) };
  const [byDay, byMethodAndStatus, signups, downloads, downloadSum, byRevenue, bySales] = await Promise.all([
    repository.revenueByDay(db, range),
    repository.ordersByMethodAndStatus(db, range),
    countSignupsByDay(db, range.from, range.until),
    repository.downloadsByReport(db, query, DASHBOARD_TOP_REPORTS),
    repository.totalDownloads(db, query),
    repository.topReports(db, range, 'revenue', DASHBOARD_TOP_REPORTS),
    repository.topReports(db, range, 'sales', DASHBOARD_TOP_REPORTS),
  ]);
  const days = daysBetween(query.from, query.to);
  const revenueByDay = filled(
    days,
    byDay.map((row) => ({ bucket: row.day, revenue: row.revenue, orders: row.orders })),
    (day) => ({ day, revenue: 0, orders: 0 }),
    (row) => ({ day: row.bucket, revenue: row.revenue, orders: row.orders }),
  );
  const months = new Map<string, { month: string; revenue: number; orders: number }>();
  for (const day of revenueByDay) {
    const month = months.get(day.day.slice(0, 7)) ?? { month: day.day.slice(0, 7), revenue: 0, orders: 0 };
    months.set(month.month, { month: month.month, revenue: month.revenue + day.revenue, orders: month.orders + day.orders });
  }
  const sumBy = <K extends 'paymentMethod' | 'status'>(key: K) => {
    const sums = new Map<string, { orders: number; revenue: number }>();
    for (const row of byMethodAndStatus) {
      const sum = sums.get(row[key]) ?? { orders: 0, revenue: 0 };
      sums.set(row[key], { orders: sum.orders + row.orders, revenue: sum.revenue + row.revenue });
    }
    return [...sums].sort(([a], [b]) => a.localeCompare(b));
  };
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
      orders: byMethodAndStatus.reduce((total, row) => total + row.orders, 0),
      signups: signups.reduce((total, row) => total + row.users, 0),
      downloads: downloadSum,
    },
    revenue_by_day: revenueByDay,
    revenue_by_month: [...months.values()],
    orders_by_payment_method: sumBy('paymentMethod').map(([method, sum]) => ({
      payment_method: method as PaymentMethod,
      orders: sum.orders,
      revenue: sum.revenue,
    })),
    orders_by_status: sumBy('status').map(([status, sum]) => ({ status: status as OrderStatus, orders: sum.orders })),
    signups_by_day: filled(
      days,
      signups.map((row) => ({ bucket: row.day, users: row.users })),
      (day) => ({ day, users: 0 }),
      (row) => ({ day: row.bucket, users: row.users }),
    ),
    downloads_by_report: downloads.map((row) => ({
      report_id: row.reportId,
      title: row.title,
      permalink: row.permalink,
      downloads: row.downloads,
    })),
    top_reports: { by_revenue: byRevenue.map(report), by_sales: bySales.map(report) },
  };
}

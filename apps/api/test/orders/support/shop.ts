import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { LightMyRequestResponse } from 'fastify';
import type { PermissionItemCode } from '@app/contracts/permissions.js';
import {
  coupons,
  reportContents,
  reportPackages,
  reports,
  roles,
  userPermissions,
  userRoles,
  users,
} from '../../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

/** Package ids of the reference data: 1 free (level 0), 2 basic (level 2), 3 premium (level 3). */
export const FREE = 1;
export const BASIC = 2;
export const PREMIUM = 3;
export const BASIC_PRICE = 1_990_000;
export const PREMIUM_PRICE = 4_990_000;

export interface Person {
  id: number;
  username: string;
  email: string;
  token: string;
}

export interface Shop {
  t: TestApp;
  /** Customers without any admin permission. */
  buyer: Person;
  other: Person;
  /** Holds the order and download items. */
  staff: Person;
  reports: { main: number; second: number; discounted: number; free: number; hidden: number };
  /** The PDF of the main report's basic package. */
  pdfContentId: number;
  person(username: string, permissions?: PermissionItemCode[]): Promise<Person>;
  call(options: CallOptions): Promise<LightMyRequestResponse>;
}

export interface CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  as?: Person;
  payload?: unknown;
  headers?: Record<string, string>;
}

async function demoPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let index = 1; index <= pages; index += 1) doc.addPage([595, 842]).drawText(`Trang ${index}`, { x: 60, y: 760, size: 18, font });
  return Buffer.from(await doc.save());
}

/**
 * A shop of its own for one test file: the app on a fresh database, buyers and staff with tokens,
 * reports selling the basic and premium packages, a free one and a hidden one.
 */
export async function createShop(env: Record<string, string> = {}): Promise<Shop> {
  const t = await createTestApp(env);
  const db = t.app.db;
  const tag = randomBytes(3).toString('hex');

  const person = async (username: string, permissions: PermissionItemCode[] = []): Promise<Person> => {
    const name = `${username}${tag}`;
    const [row] = await db
      .insert(users)
      .values({ username: name, email: `${name}@example.vn`, firstName: 'An', lastName: 'Nguyễn Văn' })
      .returning({ id: users.id });
    const id = row!.id;
    const [userRole] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.code, permissions.length ? 'STAFF' : 'USER'));
    await db.insert(userRoles).values({ userId: id, roleId: userRole!.id });
    if (permissions.length) await db.insert(userPermissions).values(permissions.map((itemCode) => ({ userId: id, itemCode })));
    const token = await t.app.tokens.sign({
      userId: id,
      username: name,
      roles: [permissions.length ? 'STAFF' : 'USER'],
      sessionId: randomUUID(),
    });
    return { id, username: name, email: `${name}@example.vn`, token };
  };

  const report = async (
    slug: string,
    options: { active?: boolean; packages: { id: number; price?: number; originalPrice?: number }[] },
  ) => {
    const [row] = await db
      .insert(reports)
      .values({
        title: `Báo cáo thị trường ${slug}`,
        permalink: `${slug}-${tag}`,
        active: options.active ?? true,
        isFree: options.packages.every((p) => p.id === FREE),
      })
      .returning({ id: reports.id });
    await db.insert(reportPackages).values(
      options.packages.map((p) => ({
        reportId: row!.id,
        packageId: p.id,
        price: p.price ?? null,
        originalPrice: p.originalPrice ?? null,
      })),
    );
    return row!.id;
  };

  const main = await report('ha-noi', { packages: [{ id: BASIC }, { id: PREMIUM }] });
  const second = await report('da-nang', { packages: [{ id: BASIC }, { id: PREMIUM }] });
  const discounted = await report('can-tho', { packages: [{ id: BASIC, price: 990_000, originalPrice: 1_990_000 }, { id: PREMIUM }] });
  const free = await report('mien-phi', { packages: [{ id: FREE }] });
  const hidden = await report('an-di', { active: false, packages: [{ id: BASIC }] });

  const pdfKey = `reports/test-${tag}/bao-cao.pdf`;
  const pdf = await demoPdf(3);
  await t.app.storage.put(pdfKey, pdf, 'application/pdf');
  const [content] = await db
    .insert(reportContents)
    .values({
      reportId: main,
      packageId: BASIC,
      title: 'Báo cáo đầy đủ (PDF)',
      format: 'pdf',
      fileKey: pdfKey,
      fileName: 'bao-cao.pdf',
      fileSize: pdf.length,
      mimeType: 'application/pdf',
      pageCount: 3,
    })
    .returning({ id: reportContents.id });

  const call = (options: CallOptions) =>
    t.app.inject({
      method: options.method,
      url: options.url,
      headers: { ...(options.as ? { authorization: `Bearer ${options.as.token}` } : {}), ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    });

  return {
    t,
    buyer: await person('khach'),
    other: await person('khachkhac'),
    staff: await person('nhanvien', ['report-manage/order', 'report-manage/count-download']),
    reports: { main, second, discounted, free, hidden },
    pdfContentId: content!.id,
    person,
    call,
  };
}

export interface CouponSpec {
  code: string;
  discountType?: 'percent' | 'amount';
  discountValue?: number;
  maxDiscount?: number | null;
  minOrderTotal?: number;
  validFrom?: Date | null;
  validUntil?: Date | null;
  totalLimit?: number | null;
  perUserLimit?: number | null;
  usedCount?: number;
  active?: boolean;
}

export async function addCoupon(shop: Shop, spec: CouponSpec): Promise<number> {
  const day = 86_400_000;
  const [row] = await shop.t.app.db
    .insert(coupons)
    .values({
      code: spec.code,
      discountType: spec.discountType ?? 'percent',
      discountValue: spec.discountValue ?? 10,
      maxDiscount: spec.maxDiscount ?? null,
      minOrderTotal: spec.minOrderTotal ?? 0,
      validFrom: spec.validFrom === undefined ? new Date(Date.now() - day) : spec.validFrom,
      validUntil: spec.validUntil === undefined ? new Date(Date.now() + 30 * day) : spec.validUntil,
      totalLimit: spec.totalLimit === undefined ? null : spec.totalLimit,
      perUserLimit: spec.perUserLimit === undefined ? null : spec.perUserLimit,
      usedCount: spec.usedCount ?? 0,
      active: spec.active ?? true,
    })
    .returning({ id: coupons.id });
  return row!.id;
}

/** The envelope's result, typed loosely for assertions. */
export function resultOf<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return (response.json() as { result: T }).result;
}

export function errorOf(response: LightMyRequestResponse): { code: number; message: string; error_code: string } {
  return response.json() as { code: number; message: string; error_code: string };
}

export async function orderCount(shop: Shop, userIds: number[]): Promise<number> {
  const rows = await shop.t.db.query<{ n: number }>(`select count(*)::int as n from orders where user_id = any($1)`, [userIds]);
  return rows[0]?.n ?? 0;
}

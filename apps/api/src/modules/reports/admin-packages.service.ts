import type { z } from 'zod';
import type { AdminPackage, adminPackageSearchBody, adminPackageSearchQuery, PackageInput } from '@app/contracts/admin-reports.js';
import type { Page } from '@app/contracts/envelope.js';
import { pageWindow } from '@app/contracts/list-query.js';
import type { Db } from '../../db/client.js';
import { AppError, invalidField } from '../../lib/app-error.js';
import { page } from '../../lib/reply.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import * as repository from './admin-packages.repository.js';

function packageView(row: repository.PackageRow): AdminPackage {
  const pkg = row.package;
  return {
    id: pkg.id,
    name: pkg.name,
    name_en: pkg.nameEn,
    description: pkg.description,
    description_en: pkg.descriptionEn,
    level: pkg.level,
    price: pkg.price,
    original_price: pkg.originalPrice,
    sale_price: pkg.salePrice,
    is_free: pkg.isFree,
    active: pkg.active,
    report_count: row.reportCount,
    sold_count: row.soldCount,
    created_at: pkg.createdAt,
    updated_at: pkg.updatedAt,
  };
}

const audited = (row: repository.PackageRow) => {
  const { report_count: _reports, sold_count: _sold, created_at: _created, updated_at: _updated, ...rest } = packageView(row);
  return rest as Record<string, unknown>;
};

function valuesOf(input: PackageInput): repository.PackageValues {
  return {
    name: input.name,
    nameEn: input.name_en ?? null,
    description: input.description ?? null,
    descriptionEn: input.description_en ?? null,
    level: input.level,
    price: input.price,
    originalPrice: input.original_price,
    salePrice: input.sale_price ?? null,
    isFree: input.is_free,
    active: input.active,
  };
}

const levelTaken = () => invalidField('level', 'package_level_taken');

export async function searchPackages(
  db: Db,
  body: z.output<typeof adminPackageSearchBody>,
  query: z.output<typeof adminPackageSearchQuery>,
): Promise<Page<AdminPackage>> {
  const filter = { keyword: body.keyword, active: body.active, isFree: body.is_free };
  const [rows, total] = await Promise.all([
    repository.searchPackages(db, filter, pageWindow(query), query.sort as repository.PackageSort),
    repository.countPackages(db, filter),
  ]);
  return page(rows.map(packageView), total, query.page, query.page_size);
}

/**
 * Levels decide what a buyer reads (a higher level includes the lower ones) and which cart item
 * gives way to which, so each level belongs to one package.
 */
export async function createPackage(db: Db, actor: AuditActor, input: PackageInput): Promise<AdminPackage> {
  return db.transaction(async (tx) => {
    if (await repository.levelTaken(tx, input.level)) throw levelTaken();
    const id = await repository.insertPackage(tx, valuesOf(input));
    const created = id === null ? null : await repository.findPackage(tx, id);
    if (!created) throw levelTaken();
    await recordAudit(tx, actor, { entity: 'report_package', entityId: id!, action: 'create', before: null, after: audited(created) });
    return packageView(created);
  });
}

async function changePackage(
  db: Db,
  actor: AuditActor,
  id: number,
  action: string,
  values: (current: repository.PackageRow, tx: Db) => Promise<Partial<repository.PackageValues>>,
): Promise<AdminPackage> {
  return db.transaction(async (tx) => {
    const before = await repository.findPackage(tx, id, { lock: true });
    if (!before) throw new AppError('PACKAGE_NOT_FOUND');
    await repository.updatePackage(tx, id, await values(before, tx));
    const after = (await repository.findPackage(tx, id))!;
    await recordAudit(tx, actor, { entity: 'report_package', entityId: id, action, before: audited(before), after: audited(after) });
    return packageView(after);
  });
}

/**
 * Orders keep the prices they were placed at, so new prices only reach new carts. Buyers read by
 * level, so the level of a package someone bought stays as it is.
 */
export function updatePackage(db: Db, actor: AuditActor, id: number, input: PackageInput): Promise<AdminPackage> {
  const values = valuesOf(input);
  return changePackage(db, actor, id, 'update', async (current, tx) => {
    if (current.package.level !== values.level) {
      if (current.soldCount > 0) throw invalidField('level', 'package_level_sold');
      if (await repository.levelTaken(tx, values.level, id)) throw levelTaken();
    }
    return values;
  });
}

export function changeActive(db: Db, actor: AuditActor, id: number, active: boolean): Promise<AdminPackage> {
  return changePackage(db, actor, id, active ? 'activate' : 'deactivate', async () => ({ active }));
}

export const existingPackageIds = repository.existingPackageIds;

import { asc, count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { systemSettings } from '../../db/schema/index.js';

export async function searchSettings(db: Db, names: string[], limit: number, offset: number) {
  const where = names.length ? inArray(systemSettings.name, names) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({ name: systemSettings.name, value: systemSettings.value })
      .from(systemSettings)
      .where(where)
      .orderBy(asc(systemSettings.name))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(systemSettings).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

/** The named settings, for the server's own use: no order, paging or count. */
export function findSettings(db: Db, names: readonly string[]) {
  return db
    .select({ name: systemSettings.name, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.name, [...names]));
}

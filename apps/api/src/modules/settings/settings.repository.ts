import { asc, count, inArray, sql } from 'drizzle-orm';
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

/** Every stored setting with the moment it last changed, for the settings screen. */
export function allSettings(db: Db) {
  return db.select({ name: systemSettings.name, value: systemSettings.value, updatedAt: systemSettings.updatedAt }).from(systemSettings);
}

/** The named settings locked until the transaction ends, so two saves of one setting keep their order. */
export function lockSettings(db: Db, names: readonly string[]) {
  return db
    .select({ name: systemSettings.name, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.name, [...names]))
    .for('update');
}

export async function storeSettings(db: Db, values: { name: string; value: string }[]): Promise<void> {
  if (!values.length) return;
  await db
    .insert(systemSettings)
    .values(values)
    .onConflictDoUpdate({ target: systemSettings.name, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
}

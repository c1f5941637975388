import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogCategories } from '../../db/schema/index.js';

export type CategoryRow = typeof blogCategories.$inferSelect;
export type CategoryValues = Omit<typeof blogCategories.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Every category: a news tree has tens of them, so the tree is put together in memory. */
export function allCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(blogCategories);
}

export async function findCategory(db: Db, id: number, options: { lock?: boolean } = {}): Promise<CategoryRow | null> {
  const query = db.select().from(blogCategories).where(eq(blogCategories.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Serialises the writes that reshape the tree, so two moves cannot make a cycle between them. */
export async function lockTree(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('blog_categories tree'))`);
}

export async function insertCategory(db: Db, values: CategoryValues): Promise<CategoryRow> {
  const [row] = await db.insert(blogCategories).values(values).returning();
  return row!;
}

export async function updateCategory(db: Db, id: number, values: Partial<CategoryValues>): Promise<CategoryRow | null> {
  const [row] = await db
    .update(blogCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogCategories.id, id))
    .returning();
  return row ?? null;
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.delete(blogCategories).where(eq(blogCategories.id, id));
}

export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(exceptId ? sql`${blogCategories.slug} = ${slug} and ${blogCategories.id} <> ${exceptId}` : eq(blogCategories.slug, slug))
    .limit(1);
  return row !== undefined;
}

import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { at } from './columns.js';

/** Data migrations already applied: each runs once per database, after the SQL migrations. */
export const dataMigrations = pgTable('data_migrations', {
  name: varchar('name', { length: 100 }).primaryKey(),
  appliedAt: at('applied_at').notNull().defaultNow(),
});

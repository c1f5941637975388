import { bigint, boolean, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Shared column builders, so every table spells ids, flags, money and times the same way. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
export const active = () => boolean('active').notNull().default(true);
export const money = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Lower-case, diacritic-free text kept by a database trigger (see the search migration). */
export const searchText = () => text('search_text').notNull().default('');
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
export const ref = (name: string) => integer(name);

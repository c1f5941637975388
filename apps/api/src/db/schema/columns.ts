import { bigint, boolean, customType, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { sanitizeRichText } from '../../lib/rich-text.js';

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
/**
 * The row as a public list shows it, references included, kept as JSON text by triggers so a page
 * is read and sent without joining, mapping or encoding it again (decision 0165).
 */
export const publicCard = () => text('card').notNull().default('{}');
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
export const ref = (name: string) => integer(name);
/**
 * Staff-written HTML shown as rich text. Every value written through Drizzle passes the
 * rich-text allowlist on its way in, so no write path can store script by forgetting to.
 */
export const richText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => sanitizeRichText(value),
});

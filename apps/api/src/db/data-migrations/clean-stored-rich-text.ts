import { and, asc, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { richTextSettingKeys } from '@app/contracts/settings.js';
import { sanitizeRichText, sanitizeSettingValue } from '../../lib/rich-text.js';
import type { Tx } from '../client.js';
import { blogs, investors, projects, reports, systemSettings } from '../schema/index.js';
import type { DataMigration } from './index.js';

const BATCH = 500;

/** Every stored column shown as rich text, with the key to walk it by. */
const columns: { table: PgTable; id: PgColumn; html: PgColumn }[] = [
  { table: blogs, id: blogs.id, html: blogs.content },
  { table: reports, id: reports.id, html: reports.description },
  { table: reports, id: reports.id, html: reports.descriptionEn },
  { table: projects, id: projects.id, html: projects.description },
  { table: projects, id: projects.id, html: projects.descriptionEn },
  { table: investors, id: investors.id, html: investors.description },
  { table: investors, id: investors.id, html: investors.descriptionEn },
];

async function cleanColumn(tx: Tx, { table, id, html }: (typeof columns)[number]): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await tx
      .select({ id, html })
      .from(table)
      .where(and(gt(id, after), isNotNull(html)))
      .orderBy(asc(id))
      .limit(BATCH);
    for (const row of rows) {
      const stored = row.html as string;
      const clean = sanitizeRichText(stored);
      // Written as SQL, past the column type that would clean it again; updated_at stays, as staff edited nothing.
      if (clean !== stored) await tx.execute(sql`UPDATE ${table} SET ${sql.identifier(html.name)} = ${clean} WHERE ${id} = ${row.id}`);
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.id as number;
  }
}

/**
 * Rich text stored before the API kept it to its allowlist may hold script; it is cleaned once,
 * the same way every new write is.
 */
export const cleanStoredRichText: DataMigration = {
  name: '0001_clean-stored-rich-text',
  async run(tx) {
    for (const column of columns) await cleanColumn(tx, column);
    const settings = await tx
      .select()
      .from(systemSettings)
      .where(inArray(systemSettings.name, [...richTextSettingKeys]));
    for (const setting of settings) {
      const clean = sanitizeSettingValue(setting.name, setting.value);
      if (clean !== setting.value) await tx.execute(sql`UPDATE ${systemSettings} SET value = ${clean} WHERE name = ${setting.name}`);
    }
  },
};

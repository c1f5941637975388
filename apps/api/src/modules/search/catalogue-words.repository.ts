import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogs, investors, projects, reports } from '../../db/schema/index.js';

/**
 * Every word of the searchable texts (projects, reports, investors, blogs) with how often it is
 * used. Hidden rows count too: the words only correct spelling, they never select a row. The
 * database splits on spaces (fast); punctuation is split off here.
 */
export async function findCatalogueWords(db: Db): Promise<Map<string, number>> {
  const tokens = sql`(
    select unnest(string_to_array(t.search_text, ' ')) as token from (
      select search_text from ${projects}
      union all select search_text from ${reports}
      union all select search_text from ${investors}
      union all select search_text from ${blogs}
    ) t
  ) as tokens`;
  const rows = await db
    .select({ token: sql<string>`token`, uses: sql<number>`count(*)::int` })
    .from(tokens)
    .groupBy(sql`token`);
  const words = new Map<string, number>();
  for (const { token, uses } of rows) {
    for (const word of token.split(/[^a-z0-9]+/)) {
      if (word.length >= 2 && word.length <= 40) words.set(word, (words.get(word) ?? 0) + uses);
    }
  }
  return words;
}

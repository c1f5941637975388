import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { normalizeSearch } from '@app/contracts/search.js';
import type { Db } from '../../db/client.js';

/**
 * How close a misspelt word must be to count as a match (pg_trgm word similarity). The extension's
 * default of 0.6 misses two swapped letters in a short word ("dat xnah"); 0.4 still keeps
 * unrelated words out.
 */
export const FUZZY_THRESHOLD = 0.4;

export interface TextSearch {
  /** The keyword in the form `search_text` keeps: lower case, no diacritics. */
  term: string;
  where: SQL;
  /** Exact matches first (whole text, then prefix, then anywhere), then the closest misspellings. */
  rank: SQL[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Matches a keyword against a `search_text` column, ignoring diacritics and tolerating small typos.
 * Both branches are served by the column's trigram index.
 */
export function textSearch(column: AnyPgColumn, keyword: string): TextSearch {
  const term = normalizeSearch(keyword);
  const escaped = escapeLike(term);
  const anywhere = `%${escaped}%`;
  return {
    term,
    where: sql`(${column} like ${anywhere} or ${term} <% ${column})`,
    rank: [
      sql`case when ${column} = ${term} then 0 when ${column} like ${`${escaped}%`} then 1 when ${column} like ${anywhere} then 2 else 3 end`,
      sql`word_similarity(${term}, ${column}) desc`,
    ],
  };
}

/**
 * Runs a search with the fuzzy threshold set for its own transaction only, so the setting never
 * leaks into other requests sharing the pooled connection.
 */
export function withFuzzySearch<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`);
    return run(tx);
  });
}

export interface PageQuery<Row> {
  /** The page's rows, each carrying `total`, the count of every match. */
  rows: PromiseLike<(Row & { total: number })[]>;
  /** The count alone, for a page past the last match, which has no row to carry it. */
  count: () => PromiseLike<number>;
}

/**
 * A list's page and its count in one round trip: the count is an uncorrelated subquery, which the
 * database evaluates once. With a keyword the query runs as a fuzzy search and the closest matches
 * come first (`rank` leads the ORDER BY).
 */
export async function findPage<Row>(
  db: Db,
  search: { table: PgTable; column: AnyPgColumn; keyword?: string },
  where: (SQL | undefined)[],
  query: (db: Db, where: SQL | undefined, rank: SQL[], total: SQL<number>) => PageQuery<Row>,
): Promise<{ items: Row[]; total: number }> {
  const run = async (tx: Db, extra: TextSearch | null) => {
    const condition = and(...where, extra?.where);
    const total = sql<number>`(select count(*)::int from ${search.table} where ${condition ?? sql`true`})`;
    const page = query(tx, condition, extra?.rank ?? [], total);
    const rows = await page.rows;
    if (rows.length === 0) return { items: [], total: await page.count() };
    return { items: rows.map(({ total: _total, ...item }) => item as Row), total: rows[0]!.total };
  };
  if (!search.keyword) return run(db, null);
  const keyword = search.keyword;
  return withFuzzySearch(db, (tx) => run(tx, textSearch(search.column, keyword)));
}

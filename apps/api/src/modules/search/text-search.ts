import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { normalizeSearch } from '@app/contracts/search.js';
import type { Db } from '../../db/client.js';
import { catalogueWords } from './catalogue-words.js';
import { correctKeyword } from './spelling.js';

/** A keyword search counts its matches up to here: past it the exact number does not help anyone. */
const SEARCH_COUNT_LIMIT = 1000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The keyword anywhere in the text, diacritics and case aside; served by the trigram index. */
function containing(column: AnyPgColumn, term: string): SQL {
  return sql`${column} like ${`%${escapeLike(term)}%`}`;
}

async function countRows(db: Db, table: PgTable, where: SQL | undefined, limit?: number): Promise<number> {
  const matching = sql`select 1 from ${table} where ${where ?? sql`true`}`;
  const counted = limit === undefined ? matching : sql`${matching} limit ${limit}`;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`(${counted}) as matching`);
  return row?.n ?? 0;
}

/** The rows of one page; `total` is a column to select, whose value is the count of every row. */
export type PageRows<Row> = (where: SQL | undefined, total: SQL<number>) => PromiseLike<(Row & { total: number })[]>;

const stripTotal = <Row>(rows: (Row & { total: number })[]): Row[] => rows.map(({ total: _total, ...row }) => row as Row);

/**
 * A page of a list and the count of its rows.
 *
 * - Without a keyword, one statement: the count is an uncorrelated subquery, evaluated once.
 * - With a keyword, the rows containing it without diacritics ("ha noi" finds "Hà Nội"), in the
 *   list's own order, counted up to `SEARCH_COUNT_LIMIT` side by side with the page.
 * - When nothing contains it, the keyword is taken as misspelt: each unknown word becomes the
 *   closest word of the catalogue ("dat xnah" → "dat xanh") and the search runs once more.
 */
export async function findPage<Row>(
  db: Db,
  search: { table: PgTable; column: AnyPgColumn; keyword?: string },
  where: (SQL | undefined)[],
  rows: PageRows<Row>,
): Promise<{ items: Row[]; total: number }> {
  const { table, column } = search;
  if (!search.keyword) {
    const condition = and(...where);
    const found = await rows(condition, sql<number>`(select count(*)::int from ${table} where ${condition ?? sql`true`})`);
    return { items: stripTotal(found), total: found[0]?.total ?? (await countRows(db, table, condition)) };
  }

  const containingTerm = async (term: string) => {
    const condition = and(...where, containing(column, term));
    const [found, total] = await Promise.all([rows(condition, sql<number>`0`), countRows(db, table, condition, SEARCH_COUNT_LIMIT)]);
    return { items: stripTotal(found), total };
  };
  const term = normalizeSearch(search.keyword);
  const exact = await containingTerm(term);
  if (exact.total > 0) return exact;
  const corrected = correctKeyword(term, await catalogueWords(db));
  return corrected === null ? exact : containingTerm(corrected);
}

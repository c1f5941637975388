import { createHash } from 'node:crypto';
import { and, sql, type Placeholder, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';
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

type Values = Record<string, unknown>;

async function countRows(db: Db, table: PgTable, where: SQL | undefined, values: Values, limit?: number): Promise<number> {
  const matching = sql`select 1 from ${table} where ${where ?? sql`true`}`;
  const counted = limit === undefined ? matching : sql`${matching} limit ${limit}`;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`(${counted}) as matching`)
    .execute(values);
  return row?.n ?? 0;
}

/** A page's query, its window and filter values given as placeholders (`limit`, `offset` and the filters' names). */
export interface PageQuery<Row> {
  execute(values: Values): Promise<Row[]>;
  prepare(name: string): { execute(values: Values): Promise<Row[]> };
  toSQL(): { sql: string };
}

/** The rows of one page; `total` is a column to select, whose value is the count of every row. */
export type PageRows<Row> = (where: SQL | undefined, total: SQL<number>) => PageQuery<Row & { total: number }>;

/** The page's window, for `sql.placeholder('limit')` and `sql.placeholder('offset')` in the rows' query. */
export const pageLimit = sql.placeholder('limit');
export const pageOffset = sql.placeholder('offset');

const stripTotal = <Row>(rows: (Row & { total: number })[]): Row[] => rows.map(({ total: _total, ...row }) => row as Row);

/**
 * The conditions of a list, their values passed as parameters: the same filters with other values
 * make the same statement, which is built and prepared once (decision 0135). A condition is built
 * only with its statement: once prepared, a page needs the filters' values and shape, not their
 * SQL, and building it on every request was a few microseconds of each public list's time.
 */
export class Filters {
  readonly values: Values = {};
  private readonly always: SQL[];
  private readonly conditions: (() => SQL)[] = [];
  private readonly used: string[] = [];

  constructor(...always: SQL[]) {
    this.always = always;
  }

  /** Adds `condition` on the value, unless it is absent (undefined or an empty list). */
  add<T>(name: string, value: T | undefined, condition: (value: Placeholder<string, T>) => SQL): this {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return this;
    this.used.push(name);
    this.values[name] = value;
    this.conditions.push(() => condition(sql.placeholder(name)));
    return this;
  }

  /** Every condition, built. */
  get where(): SQL[] {
    return [...this.always, ...this.conditions.map((build) => build())];
  }

  /** What makes the statement differ: which filters are in use. */
  get shape(): string {
    return this.used.join(',');
  }
}

type Prepared<Row> = ReturnType<PageQuery<Row>['prepare']>;
const preparedPages = new WeakMap<Db, Map<string, Prepared<unknown>>>();

/** The query built and prepared once per statement key; the key names everything but the values. */
function preparedPage<Row>(db: Db, key: string, build: () => PageQuery<Row>): Prepared<Row> {
  let statements = preparedPages.get(db);
  if (!statements) {
    statements = new Map();
    preparedPages.set(db, statements);
  }
  let prepared = statements.get(key) as Prepared<Row> | undefined;
  if (!prepared) {
    const query = build();
    prepared = query.prepare(`p${createHash('sha1').update(query.toSQL().sql).digest('base64url')}`);
    statements.set(key, prepared as Prepared<unknown>);
  }
  return prepared;
}

export interface PageSearch {
  table: PgTable;
  column: AnyPgColumn;
  keyword?: string;
  /**
   * Names the statement without a keyword, with everything that changes its text but the filters
   * (the list, its order): the statement is then prepared once per set of filters used.
   */
  statement?: string;
}

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
  search: PageSearch,
  filters: Filters,
  window: { limit: number; offset: number },
  rows: PageRows<Row>,
): Promise<{ items: Row[]; total: number }> {
  const { table, column } = search;
  const values = { ...filters.values, limit: window.limit, offset: window.offset };
  if (!search.keyword) {
    const query = () => {
      const condition = and(...filters.where);
      return rows(condition, sql<number>`(select count(*)::int from ${table} where ${condition ?? sql`true`})`);
    };
    const found = await (search.statement === undefined
      ? query().execute(values)
      : preparedPage(db, `${search.statement}|${filters.shape}`, query).execute(values));
    return { items: stripTotal(found), total: found[0]?.total ?? (await countRows(db, table, and(...filters.where), values)) };
  }

  const containingTerm = async (term: string) => {
    const condition = and(...filters.where, containing(column, term));
    const [found, total] = await Promise.all([
      rows(condition, sql<number>`0`).execute(values),
      countRows(db, table, condition, values, SEARCH_COUNT_LIMIT),
    ]);
    return { items: stripTotal(found), total };
  };
  const term = normalizeSearch(search.keyword);
  const exact = await containingTerm(term);
  if (exact.total > 0) return exact;
  const corrected = correctKeyword(term, await catalogueWords(db));
  return corrected === null ? exact : containingTerm(corrected);
}

/** One page of a list of cards: the cards joined by commas (the inside of a JSON array) and the count of every row. */
export interface CardPage {
  cards: string;
  total: number;
}

/** The list's query of its rows' `card` column, in the list's order and window; named `page` to be read from. */
type CardRows = (where: SQL | undefined) => { as(alias: 'page'): Subquery<'page', Record<string, unknown>> & { card: SQLWrapper } };

/**
 * A page of a list whose rows keep their public card (decision 0165), the cards joined into one
 * text by the database: one row comes back instead of a row per card, and the driver's work for each
 * row was what such a page cost the API beyond its bytes (decision 0181). The join reads the page's
 * query in its order: the query around it has no join or grouping that could reorder it.
 */
export async function findCardPage(
  db: Db,
  search: PageSearch,
  filters: Filters,
  window: { limit: number; offset: number },
  rows: CardRows,
): Promise<CardPage> {
  const { items, total } = await findPage(db, search, filters, window, (where, total) => {
    const page = rows(where).as('page');
    return db.select({ cards: sql<string>`coalesce(string_agg(${page.card}, ','), '')`, total }).from(page);
  });
  return { cards: items[0]?.cards ?? '', total };
}

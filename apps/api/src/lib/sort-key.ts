import { asc, Column, desc, is, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A list's sort key, with empty values last. Only a column that can be empty is written with
 * `nulls last`: PostgreSQL reads an index backwards as `desc nulls first`, so `desc nulls last` on
 * an id or a date that is never empty sorts the whole table (two seconds over 100,000 reports)
 * where the index gives the first page at once.
 */
export function sortKey(column: SQLWrapper, direction: 'asc' | 'desc'): SQL {
  const nullable = !(is(column, Column) && column.notNull);
  if (direction === 'asc') return asc(column);
  return nullable ? sql`${column} desc nulls last` : desc(column);
}

import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { normalizeSearch } from '@app/contracts/search.js';
import { escapeLike } from './escape-like.js';

/** The words of a keyword as the search texts keep theirs: lower case, without diacritics ("Tết" is "tet"). */
export function keywordWords(keyword: string | undefined): string[] {
  return keyword ? normalizeSearch(keyword).split(' ').filter(Boolean) : [];
}

/** Every word somewhere in `text`: one `like` each, which a trigram index over that text answers. */
export function everyWordIn(text: SQLWrapper, words: string[]): SQL[] {
  return words.map((word) => sql`${text} like ${`%${escapeLike(word)}%`}`);
}

/**
 * A row's search text and its permalink read as one text, the expression its
 * `*_admin_search_trgm_idx` index is built on: staff paste permalinks from the address bar, and an
 * `or` between the two columns would read every row instead of the index.
 */
export function textAndPermalink(table: { searchText: AnyColumn; permalink: AnyColumn }): SQL {
  return sql`(${table.searchText} || ' ' || ${table.permalink})`;
}

import { normalizeSearch } from '@app/contracts/search.js';

/**
 * Whether a bank memo carries a transfer syntax. Banks upper-case memos, drop or replace the
 * underscore and add their own words around it, so the syntax's letters and digits are looked for
 * in order, with anything but letters and digits allowed between them, as a whole word: the memo of
 * `khachhang_15032026` does not also pay the order of a user called `ng`.
 */
export function memoMentions(memo: string, syntax: string): boolean {
  const characters = [...normalizeSearch(syntax).toUpperCase()].filter((character) => /[A-Z0-9]/.test(character));
  if (characters.length === 0) return false;
  const pattern = new RegExp(`(?<![A-Z0-9])${characters.join('[^A-Z0-9]*')}(?![A-Z0-9])`);
  return pattern.test(normalizeSearch(memo).toUpperCase());
}

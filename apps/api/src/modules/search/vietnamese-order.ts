import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The Vietnamese alphabet in its own order (Ă and Â after A, Đ after D ...), with f, j, w, z where Latin puts them. */
const ALPHABET = 'aăâbcdđeêfghijklmnoôơpqrstuưvwxyz';
const TONES = ['', '\u0300', '\u0301', '\u0303', '\u0309', '\u0323'];
const VOWELS = new Set('aăâeêioôơuưy');

/**
 * Every letter form, toned or not, in either case, and the primary letter it sorts as: the tone
 * only breaks ties, as in a Vietnamese dictionary.
 */
function letterForms(): { from: string; to: string } {
  let from = '';
  let to = '';
  [...ALPHABET].forEach((letter, index) => {
    const key = String.fromCodePoint(0x100 + index);
    const tones = VOWELS.has(letter) ? TONES : [''];
    for (const tone of tones) {
      for (const form of [letter, letter.toUpperCase()]) {
        from += (form + tone).normalize('NFC');
        to += key;
      }
    }
  });
  return { from, to };
}

const { from, to } = letterForms();

/**
 * An ORDER BY key giving Vietnamese alphabetical order on every database, PGlite included, which
 * has no Vietnamese collation: each letter becomes a code point placed in alphabet order, then
 * the byte order of "C" compares them. Pair it with the column itself to break ties by tone.
 */
export function vietnameseOrder(column: AnyPgColumn): SQL[] {
  return [sql`translate(${column}, ${from}, ${to}) collate "C"`, sql`${column} collate "C"`];
}

/**
 * A memo's words: what lies between spaces and punctuation. `.`, `_` and `-` belong to usernames,
 * so they never split a word; letters with diacritics stay in their word too, so nothing glued to
 * a syntax is cut off to make it match.
 */
const WORD_SEPARATORS = /[^\p{L}\p{M}\p{N}._-]+/u;

/** Upper-cases a–z alone: a Unicode mapping would turn `ı` into `I` and `ſ` into `S`. */
function asciiUpperCase(text: string): string {
  return text.replace(/[a-z]/g, (letter) => letter.toUpperCase());
}

/**
 * Whether a bank memo carries a transfer syntax: one of its words is the syntax, every character
 * as issued, case aside (banks upper-case memos and add their own words around it). A username's
 * `.`, `_` and `-` tell users apart (`ab.c` is not `abc`), so a memo that lost or changed them, or
 * glued the syntax to other text with them, is not a match and is left for staff (decision 0085).
 */
export function memoMentions(memo: string, syntax: string): boolean {
  const wanted = asciiUpperCase(syntax);
  return wanted !== '' && memo.split(WORD_SEPARATORS).some((word) => asciiUpperCase(word) === wanted);
}

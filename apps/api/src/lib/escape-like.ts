/** A user's text inside a LIKE pattern matches literally: `%` and `_` are not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Spelling correction against the words the catalogue actually uses: a misspelt word of a keyword
 * ("xnah", "nagn", "vinhomse") becomes the closest catalogue word ("xanh", "nang", "vinhomes"), so
 * a typo is searched as fast as a correct keyword.
 */

/** Edits allowed: one for a short word, two for a longer one. */
const maxEdits = (word: string) => (word.length <= 4 ? 1 : 2);

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbouring letters), or `limit + 1` as soon as it cannot stay within `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The closest word within the allowed edits, the most used one among equals; null when none is close. */
export function closestWord(word: string, words: ReadonlyMap<string, number>): string | null {
  const limit = maxEdits(word);
  let found: string | null = null;
  let foundDistance = limit + 1;
  let foundUses = 0;
  for (const [candidate, uses] of words) {
    const distance = editDistance(word, candidate, limit);
    if (distance < foundDistance || (distance === foundDistance && distance <= limit && uses > foundUses)) {
      found = candidate;
      foundDistance = distance;
      foundUses = uses;
    }
  }
  return foundDistance <= limit ? found : null;
}

/** Corrections already found, per loaded catalogue: a refreshed catalogue starts afresh. */
const found = new WeakMap<ReadonlyMap<string, number>, Map<string, string | null>>();
const FOUND_MAX = 5000;

/**
 * The closest word, remembered: comparing a word with the whole catalogue takes milliseconds, and
 * the same typos come back (people retype, pages are reloaded).
 */
function rememberedClosestWord(word: string, words: ReadonlyMap<string, number>): string | null {
  let known = found.get(words);
  if (!known) {
    known = new Map();
    found.set(words, known);
  }
  const remembered = known.get(word);
  if (remembered !== undefined) return remembered;
  const closest = closestWord(word, words);
  if (known.size >= FOUND_MAX) known.clear();
  known.set(word, closest);
  return closest;
}

/**
 * The keyword with each unknown word of three letters or more replaced by the closest catalogue
 * word; null when nothing was changed. The keyword is already normalised (lower case, no diacritics).
 */
export function correctKeyword(term: string, words: ReadonlyMap<string, number>): string | null {
  let changed = false;
  const corrected = term.split(' ').map((word) => {
    if (word.length < 3 || words.has(word)) return word;
    const closest = rememberedClosestWord(word, words);
    if (closest === null) return word;
    changed = true;
    return closest;
  });
  return changed ? corrected.join(' ') : null;
}

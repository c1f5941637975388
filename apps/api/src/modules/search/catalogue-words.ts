import type { Db } from '../../db/client.js';
import { findCatalogueWords } from './catalogue-words.repository.js';

/** New words reach the spelling correction within this time; it is only used for misspelt keywords. */
const REFRESH_MS = 10 * 60_000;

interface Loaded {
  words: Promise<Map<string, number>>;
  loadedAt: number;
  refreshing: boolean;
}

const loaded = new WeakMap<Db, Loaded>();

/** The catalogue's words, read on first need and then refreshed in the background. */
export function catalogueWords(db: Db): Promise<ReadonlyMap<string, number>> {
  const entry = loaded.get(db);
  if (!entry) {
    const words = findCatalogueWords(db);
    loaded.set(db, { words, loadedAt: Date.now(), refreshing: false });
    words.catch(() => loaded.delete(db));
    return words;
  }
  if (Date.now() - entry.loadedAt > REFRESH_MS && !entry.refreshing) {
    entry.refreshing = true;
    findCatalogueWords(db).then(
      (words) => loaded.set(db, { words: Promise.resolve(words), loadedAt: Date.now(), refreshing: false }),
      () => {
        entry.refreshing = false;
      },
    );
  }
  return entry.words;
}

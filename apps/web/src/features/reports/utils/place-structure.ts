import { useSyncExternalStore } from 'react';

/**
 * Which administrative structure the report list's place filter uses: the 63 provinces in force
 * until 30 June 2025 or the 34 units since 1 July 2025. The browser remembers the last choice.
 */
export type Structure = 'former' | 'units';

const STORAGE_KEY = 'report-place-structure';
const listeners = new Set<() => void>();
let remembered: Structure = 'former';

function read(): Structure {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'units' ? 'units' : 'former';
  } catch {
    return remembered;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The remembered choice; the server renders the former provinces, the browser then its own choice. */
export function useRememberedStructure(): Structure {
  return useSyncExternalStore(subscribe, read, () => 'former');
}

export function rememberStructure(structure: Structure): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, structure);
  } catch {
    // Storage may be refused (private mode, full): the choice then lasts until the page is left.
  }
  remembered = structure;
  for (const listener of listeners) listener();
}

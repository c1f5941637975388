'use client';

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';

/** How often a changed form is kept in the browser. */
export const DRAFT_AUTOSAVE_MS = 30_000;
/** How long a kept draft may be offered back; an older one is dropped. */
export const DRAFT_RETENTION_MS = 120_000;

const PREFIX = 'admin-draft:';

export interface StoredDraft<T> {
  values: T;
  /** Milliseconds since the epoch. */
  savedAt: number;
}

export interface DraftAutosave<T> {
  /** A kept draft that is recent enough to offer back, until it is restored or discarded. */
  draft: StoredDraft<T> | null;
  /** Takes the offered draft (and stops offering it); the caller puts its values in the form. */
  restore: () => T | null;
  /** Drops the offered draft. */
  discard: () => void;
  /** Forgets the kept draft, once what it held is saved on the server. */
  clear: () => void;
}

function subscribeToNothing() {
  return () => {};
}

function read<T>(key: string, now: number): StoredDraft<T> | null {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredDraft<T>;
    if (typeof stored?.savedAt === 'number' && now - stored.savedAt <= DRAFT_RETENTION_MS && now >= stored.savedAt) return stored;
  } catch {
    // A draft that cannot be read is as good as none.
  }
  window.localStorage.removeItem(PREFIX + key);
  return null;
}

function write<T>(key: string, values: T) {
  try {
    window.localStorage.setItem(PREFIX + key, JSON.stringify({ values, savedAt: Date.now() } satisfies StoredDraft<T>));
  } catch {
    // A full or forbidden storage only loses the draft, never the form.
  }
}

/**
 * Keeps the form's values in this browser every 30 seconds while they differ from what was saved
 * (`dirty`), and once more when the form is left, under `key` (the record's id, or "new"). Opening
 * the same form again within 2 minutes offers the draft back; an older one is dropped.
 */
export function useDraftAutosave<T>({ key, values, dirty }: { key: string; values: T; dirty: boolean }): DraftAutosave<T> {
  const latest = useRef({ values, dirty });
  const keptJson = useRef<string | null>(null);
  // The draft found when the form opened: later autosaves of this same form are not offered back.
  const opening = useRef<{ key: string; draft: StoredDraft<T> | null } | null>(null);
  const [settled, setSettled] = useState<string | null>(null);

  const found = useSyncExternalStore(
    subscribeToNothing,
    () => {
      if (opening.current?.key !== key) opening.current = { key, draft: read<T>(key, Date.now()) };
      return opening.current.draft;
    },
    () => null,
  );
  const draft = useMemo(() => (settled === key ? null : found), [found, settled, key]);

  useEffect(() => {
    latest.current = { values, dirty };
  });

  const keep = useCallback(() => {
    const { values: current, dirty: changed } = latest.current;
    if (!changed) return;
    const json = JSON.stringify(current);
    if (json === keptJson.current) return;
    keptJson.current = json;
    write(key, current);
  }, [key]);

  useEffect(() => {
    keptJson.current = null;
    const timer = window.setInterval(keep, DRAFT_AUTOSAVE_MS);
    window.addEventListener('pagehide', keep);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', keep);
      keep();
    };
  }, [keep]);

  const restore = useCallback(() => {
    setSettled(key);
    return draft?.values ?? null;
  }, [draft, key]);

  const discard = useCallback(() => {
    window.localStorage.removeItem(PREFIX + key);
    setSettled(key);
  }, [key]);

  const clear = useCallback(() => {
    window.localStorage.removeItem(PREFIX + key);
    // What was just saved is not a draft, even while the form still counts it as changed.
    keptJson.current = JSON.stringify(latest.current.values);
    setSettled(key);
  }, [key]);

  return { draft, restore, discard, clear };
}

import { sitePath } from '@/lib/site-path';

/**
 * An address stored before signing in and opened after it (e.g. the page that asked
 * for a sign-in). Kept in sessionStorage so that a trip through the /login page keeps it. Anyone can
 * hand the login page an address, so only paths of this site (`sitePath`), without the locale
 * prefix, are stored, and what is read back is checked again.
 */
const STORAGE_KEY = 'redirect_after_login';

export function setLoginRedirect(path: string | null): void {
  try {
    const kept = sitePath(path);
    if (kept) window.sessionStorage.setItem(STORAGE_KEY, kept);
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be off (private mode); the visitor then simply lands on the home page.
  }
}

/** The stored address, forgotten as it is read. */
export function takeLoginRedirect(): string | null {
  try {
    const path = window.sessionStorage.getItem(STORAGE_KEY);
    window.sessionStorage.removeItem(STORAGE_KEY);
    return sitePath(path);
  } catch {
    return null;
  }
}

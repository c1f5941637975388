/**
 * An address stored before signing in and opened after it (e.g. the page that asked
 * for a sign-in). Kept in sessionStorage so that a trip through the /login page keeps it; only
 * addresses of this site, without the locale prefix, are kept.
 */
const STORAGE_KEY = 'redirect_after_login';

export const isSitePath = (value: string): boolean => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

export function setLoginRedirect(path: string | null): void {
  try {
    if (path && isSitePath(path)) window.sessionStorage.setItem(STORAGE_KEY, path);
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
    return path && isSitePath(path) ? path : null;
  } catch {
    return null;
  }
}

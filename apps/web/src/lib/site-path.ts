/** Any origin will do: a target is resolved against it only to see whether it stays there. */
const PROBE_ORIGIN = 'http://site.invalid';

/** A path a browser would read as `//host…`, another site's address. */
const OTHER_HOST = /^[/\\]{2}/;

/**
 * The address to open after signing in, as a path of this site (`/reports/x?tab=2#top`), or null
 * when the target would leave it. The target is resolved as a browser resolves it, which drops tabs
 * and line breaks, trims spaces and control characters and reads `\` as `/`: `/\t/evil.example` or
 * `/\evil.example` lead to another host and are refused. The resolved path is returned rather than
 * the target, and one that starts with `//` even once percent-decoded is refused as well, since a
 * router or a later decoding could turn it into another host's address.
 */
export function sitePath(target: unknown): string | null {
  if (typeof target !== 'string' || !target.trim().startsWith('/')) return null;
  try {
    const url = new URL(target, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN || OTHER_HOST.test(decodeURIComponent(url.pathname))) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // Not a URL at all, or a path with a broken percent-encoding.
    return null;
  }
}

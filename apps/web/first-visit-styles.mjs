/**
 * A visitor's first page carries its stylesheets and fonts in its HTML (decision 0186).
 *
 * On a first visit nothing is cached: a page's stylesheets and its two font files are each a request
 * on a connection opened once the document has arrived, one more round trip and a share of the same
 * slow line before anything is painted. Written into the document instead, they arrive with it, on
 * the connection it already has. The page's head script (scripts-after-paint.mjs) prefetches the
 * files once the first screen is shown and its scripts are on their way; the answer sets a cookie
 * naming the build, and every later page of that build is sent with its `<link>` tags, which the
 * cache answers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Holds the build whose files the visitor has been sent; no secret, read only by this server. */
export const STYLES_COOKIE = 'sv_styles';
const COOKIE_DAYS = 30;

/** The framework's own stylesheets, one folder, no other path: the address names a file on disk. */
const OWN_STYLESHEET = /^\/_next\/static\/chunks\/[\w.-]+\.css$/;
const OWN_FONT = /^\/_next\/static\/media\/[\w.-]+\.woff2$/;
const CSS_URL = /url\((['"]?)([^'")]+)\1\)/g;

/** Whether the request comes from a visitor already sent this build's files. */
export function hasStyles(cookieHeader, buildId) {
  return String(cookieHeader ?? '')
    .split(';')
    .some((pair) => pair.trim() === `${STYLES_COOKIE}=${buildId}`);
}

export function stylesCookie(buildId) {
  return `${STYLES_COOKIE}=${buildId}; Path=/; Max-Age=${COOKIE_DAYS * 24 * 60 * 60}; SameSite=Lax; HttpOnly`;
}

/**
 * A `Link` header without its preloads of stylesheets and fonts: a first visit's page carries them,
 * and a preload would fetch them a second time, on the connections the page's largest picture needs.
 */
export function withoutStylePreloads(link) {
  if (link == null) return link;
  const kept = String(link)
    .split(/,\s*(?=<)/)
    .filter((entry) => !(/;\s*rel=preload\b/i.test(entry) && /;\s*as="?(font|style)"?/i.test(entry)));
  return kept.length ? kept.join(', ') : undefined;
}

function readOrUndefined(file) {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Reads a build's stylesheets (`staticDir` is its `static` folder), once each: relative addresses
 * made absolute, since the text now lives in a page at another address, and the fonts written in as
 * `data:` addresses (`fonts` lists theirs). An address that names no stylesheet of the build gives
 * `undefined`.
 */
export function createStylesheetReader(staticDir) {
  const read = new Map();
  const file = (address) => path.join(staticDir, address.slice('/_next/static/'.length));

  function inline(href) {
    const css = readOrUndefined(file(href))?.toString('utf8');
    if (css === undefined) return undefined;
    const base = new URL(href, 'http://site');
    const fonts = new Set();
    const text = css
      .replace(CSS_URL, (whole, quote, address) => {
        if (/^([a-z][\w+.-]*:|\/|#)/i.test(address)) return whole;
        const target = new URL(address, base);
        const font = OWN_FONT.test(target.pathname) ? readOrUndefined(file(target.pathname)) : undefined;
        if (!font) return `url(${quote}${target.pathname}${target.search}${target.hash}${quote})`;
        fonts.add(target.pathname);
        return `url(data:font/woff2;base64,${font.toString('base64')})`;
      })
      .replaceAll('</style', '<\\/style');
    return { css: text, fonts: [...fonts] };
  }

  return (href) => {
    if (!OWN_STYLESHEET.test(href)) return undefined;
    if (!read.has(href)) read.set(href, inline(href));
    return read.get(href);
  };
}

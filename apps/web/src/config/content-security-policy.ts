import { createHash } from 'node:crypto';
import { SIGNED_IN_COOKIE } from './cookies';

/**
 * Runs before the first paint: pages do not read the session cookie while rendering, so whether a
 * session exists is read in the browser from the hint cookie (decision 0015). Allowed by its hash.
 */
export const SIGNED_IN_SCRIPT = `document.cookie.split(';').some(function(c){return c.trim()==='${SIGNED_IN_COOKIE}=1'})&&document.documentElement.setAttribute('data-signed-in','')`;

/**
 * The sign-in SDKs and the map providers, loaded in the browser on demand. Browsers that know
 * 'strict-dynamic' ignore this list and trust what the page's own scripts load; older ones use it.
 */
const THIRD_PARTY_SCRIPTS = 'https://connect.facebook.net https://accounts.google.com https://maps.googleapis.com https://*.ekgis.vn';

const sha256 = (source: string): string => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

/**
 * The Content Security Policy (decision 0095). Pages get a fresh `nonce` for every response: Next
 * puts it on its own inline scripts (the bootstrap and the page's data, `self.__next_f.push`) when
 * it renders the page, and 'strict-dynamic' lets the scripts so allowed load the app's chunks and
 * the SDKs. No inline script runs without the nonce or, for SIGNED_IN_SCRIPT, its hash. Other
 * answers (API, files, documentation) carry no inline script at all.
 * Styles keep 'unsafe-inline': Mantine and Next write style attributes and tags at run time.
 * Frames also take blob: for bought PDFs, which the report page shows from memory.
 */
export function contentSecurityPolicy(options: { nonce?: string; development?: boolean } = {}): string {
  const { nonce, development = false } = options;
  const pageScripts = nonce ? ` 'nonce-${nonce}' 'strict-dynamic' ${sha256(SIGNED_IN_SCRIPT)}` : '';
  // React rebuilds server errors' stacks with eval while developing.
  const evalInDevelopment = development ? " 'unsafe-eval'" : '';
  return [
    "default-src 'self'",
    `script-src 'self'${pageScripts}${evalInDevelopment} ${THIRD_PARTY_SCRIPTS}`,
    "style-src 'self' 'unsafe-inline' https://accounts.google.com",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    "connect-src 'self' https://graph.facebook.com https://accounts.google.com https://maps.googleapis.com https://*.ekgis.vn",
    "frame-src 'self' blob: https://www.youtube-nocookie.com https://www.facebook.com https://accounts.google.com",
    "object-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

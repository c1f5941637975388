import type { createPageRewrite } from '../../scripts-after-paint.mjs';

/** A page put through the web server's rewrite in pieces cut at `cuts`, as a stream might deliver it. */
export function rewriteInPieces(page: string, rewrite: ReturnType<typeof createPageRewrite>, cuts: number[] = []): string {
  let out = '';
  let from = 0;
  for (const cut of [...cuts, page.length]) {
    out += rewrite.push(page.slice(from, cut));
    from = cut;
  }
  return out + rewrite.end();
}

/**
 * The addresses of the scripts a page's HTML loads on its first visit: its script tags (but the
 * `noModule` fallback every browser that runs modules skips) and the framework's own scripts, which
 * the web server hands to the head script to start after the first paint (decision 0173). Shared by
 * the page-weight story and `npm run bench:pages`, so both count the same scripts.
 */
export function firstLoadScripts(html: string, pageUrl: string): string[] {
  const tags = [...html.matchAll(/<script([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .flatMap((attributes) => attributes.match(/\bsrc="([^"]+)"/)?.[1] ?? []);
  const afterPaint = [...html.matchAll(/__scriptAfterPaint\("([^"]+)"\)/g)].map((match) => match[1]!);
  return [...new Set([...tags, ...afterPaint].map((source) => new URL(source, pageUrl).href))];
}

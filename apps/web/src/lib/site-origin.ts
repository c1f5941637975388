/** The public address of the site (WEB_ORIGIN), for absolute links in the sitemap and robots.txt. */
export function siteOrigin(): string {
  return (process.env.WEB_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '');
}

import type { MetadataRoute } from 'next';
import { locales, type Locale } from '@app/contracts/locale';
import type { Page } from '@app/contracts/envelope';
import { paths } from '@/config/paths';
import { localeHref } from '@/lib/page-metadata';
import { siteOrigin } from '@/lib/site-origin';
import { getReports } from '@/features/reports/api/get-reports';
import { getProjects } from '@/features/projects/api/get-projects';
import { getBlogs } from '@/features/blogs/api/get-blogs';
import { POLICY_KEYS } from '@/features/site-info/utils/policies';

export const revalidate = 3600;

const PAGE_SIZE = 100;
/** A sitemap holds at most 50,000 addresses; these caps keep the whole file under it. */
const MAX_REPORTS = 20_000;
const MAX_PROJECTS = 15_000;
const MAX_POSTS_PER_LANGUAGE = 5_000;

/** Every page of a list, a hundred at a time, up to `max` items; a failing page ends the list. */
async function collect<T>(fetchPage: (page: number) => Promise<Page<T>>, max: number): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; items.length < max; page += 1) {
    const result = await fetchPage(page).catch(() => null);
    if (!result) break;
    items.push(...result.items);
    if (result.items.length < PAGE_SIZE || items.length >= result.total) break;
  }
  return items.slice(0, max);
}

function entry(
  path: string | Record<Locale, string>,
  options: { lastModified?: string | Date | null; priority?: number } = {},
): MetadataRoute.Sitemap[number] {
  const origin = siteOrigin();
  const pathIn = (locale: Locale) => (typeof path === 'string' ? path : path[locale]);
  return {
    url: `${origin}${localeHref('vi', pathIn('vi'))}`,
    lastModified: options.lastModified ?? undefined,
    priority: options.priority,
    alternates: { languages: Object.fromEntries(locales.map((locale) => [locale, `${origin}${localeHref(locale, pathIn(locale))}`])) },
  };
}

/** The public pages in both languages: static pages, reports, project reports and blog posts. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const context = { locale: 'vi' as const };
  const [reports, projects, ...posts] = await Promise.all([
    collect((page) => getReports({ page }, context, PAGE_SIZE), MAX_REPORTS),
    collect((page) => getProjects(page, PAGE_SIZE, context), MAX_PROJECTS),
    ...locales.map((locale) => collect((page) => getBlogs(locale, page, PAGE_SIZE), MAX_POSTS_PER_LANGUAGE)),
  ]);

  const staticPages = [
    entry(paths.home, { priority: 1 }),
    entry(paths.reports, { priority: 0.9 }),
    entry(paths.blog, { priority: 0.8 }),
    entry(paths.introduce),
    entry(paths.contact),
    entry(paths.qa),
    ...POLICY_KEYS.map((key) => entry(paths.policy[key], { priority: 0.3 })),
  ];
  const origin = siteOrigin();
  const blogEntries = locales.flatMap((locale, index) =>
    (posts[index] ?? []).map((post) => ({
      url: `${origin}${localeHref(locale, paths.blogPost(locale, post.permalink))}`,
      lastModified: post.published_at ?? undefined,
    })),
  );

  return [
    ...staticPages,
    ...reports.map((report) => entry(paths.report(report.permalink), { lastModified: report.published_on, priority: 0.7 })),
    ...projects.map((project) => entry(paths.projectReport(project.permalink), { priority: 0.6 })),
    ...blogEntries,
  ];
}

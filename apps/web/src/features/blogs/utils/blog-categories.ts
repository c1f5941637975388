/**
 * The news tabs, by category id: 17 regional news; 18 newsletter with sub-tabs
 * 18 (all of it), 22 to 25; 19 expert analysis; 20 sustainable development; 21 R&D with sub-tabs
 * 21 (all of it), 26 to 30. Names come from the messages, so both languages read well.
 */
export interface BlogTab {
  id: number;
  subTabs: readonly number[];
}

export const BLOG_TABS: readonly BlogTab[] = [
  { id: 17, subTabs: [] },
  { id: 18, subTabs: [18, 22, 23, 24, 25] },
  { id: 19, subTabs: [] },
  { id: 20, subTabs: [] },
  { id: 21, subTabs: [21, 26, 27, 28, 29, 30] },
];

export const BLOG_CATEGORY_IDS = [17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30] as const;
export type BlogCategoryId = (typeof BLOG_CATEGORY_IDS)[number];

export function isBlogCategoryId(value: number): value is BlogCategoryId {
  return (BLOG_CATEGORY_IDS as readonly number[]).includes(value);
}

export interface BlogListQuery {
  /** The category whose posts are listed: a tab or one of its sub-tabs. */
  category: BlogCategoryId;
  page: number;
  /** When set, posts with this tag instead of a category. */
  tag?: string;
}

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function parseBlogQuery(params: SearchParams): BlogListQuery {
  const category = Number(first(params.category));
  const page = Number(first(params.page));
  const tag = first(params.tag)?.trim().slice(0, 100);
  return {
    category: Number.isInteger(category) && isBlogCategoryId(category) ? category : 17,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    tag: tag || undefined,
  };
}

/** The tab a category shows under, and the sub-tab when it is one. */
export function activeTabs(category: BlogCategoryId): { tab: BlogTab; subTab: number | null } {
  const tab = BLOG_TABS.find((item) => item.id === category || item.subTabs.includes(category)) ?? BLOG_TABS[0]!;
  return { tab, subTab: tab.subTabs.length > 0 ? category : null };
}

export function blogQueryString(query: Partial<BlogListQuery>): string {
  const search = new URLSearchParams();
  if (query.tag) search.set('tag', query.tag);
  else if (query.category && query.category !== 17) search.set('category', String(query.category));
  if (query.page && query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

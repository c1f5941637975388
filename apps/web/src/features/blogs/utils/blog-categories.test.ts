import { describe, expect, it } from 'vitest';
import { activeTabs, BLOG_TABS, blogQueryString, parseBlogQuery } from './blog-categories';

describe('BLOG_TABS', () => {
  it('are the news tabs with their sub-tabs', () => {
    expect(BLOG_TABS.map((tab) => tab.id)).toEqual([17, 18, 19, 20, 21]);
    expect(BLOG_TABS[1]?.subTabs).toEqual([18, 22, 23, 24, 25]);
    expect(BLOG_TABS[4]?.subTabs).toEqual([21, 26, 27, 28, 29, 30]);
  });
});

describe('parseBlogQuery', () => {
  it('reads a known category, a page and a tag', () => {
    expect(parseBlogQuery({ category: '23', page: '2', tag: ' giá bán ' })).toEqual({ category: 23, page: 2, tag: 'giá bán' });
  });

  it('falls back to the first tab and page 1', () => {
    expect(parseBlogQuery({ category: '99', page: 'x' })).toEqual({ category: 17, page: 1, tag: undefined });
  });
});

describe('activeTabs', () => {
  it('finds the tab of a sub-tab, and the tab itself as its first sub-tab', () => {
    expect(activeTabs(24)).toMatchObject({ tab: { id: 18 }, subTab: 24 });
    expect(activeTabs(21)).toMatchObject({ tab: { id: 21 }, subTab: 21 });
    expect(activeTabs(19)).toMatchObject({ tab: { id: 19 }, subTab: null });
  });
});

describe('blogQueryString', () => {
  it('leaves out the first tab and page 1', () => {
    expect(blogQueryString({ category: 17, page: 1 })).toBe('');
    expect(blogQueryString({ category: 22, page: 3 })).toBe('?category=22&page=3');
    expect(blogQueryString({ tag: 'Hà Nội', page: 1 })).toBe('?tag=H%C3%A0+N%E1%BB%99i');
  });
});

import { describe, expect, it } from 'vitest';
import { pageCount, pageNumbers } from './page-numbers';

describe('pageNumbers', () => {
  it('shows every page of a short list', () => {
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('puts gaps between the ends and the pages around the current one', () => {
    expect(pageNumbers(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
  });

  it('fills a gap of one page with that page instead of a gap', () => {
    expect(pageNumbers(4, 12)).toEqual([1, 2, 3, 4, 5, null, 12]);
  });

  it('has nothing for an empty list and one page for a single page', () => {
    expect(pageNumbers(1, 0)).toEqual([]);
    expect(pageNumbers(1, 1)).toEqual([1]);
  });
});

describe('pageCount', () => {
  it('rounds up', () => {
    expect(pageCount(13, 6)).toBe(3);
    expect(pageCount(0, 6)).toBe(0);
  });
});

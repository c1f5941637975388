import { describe, expect, it } from 'vitest';
import { KEYWORD_MAX } from '@app/contracts/list-query';
import { hasFilters, KEYWORD_LIMIT, parseReportQuery, reportFilterBody, reportQueryString } from './report-query';

describe('parseReportQuery', () => {
  it('cuts a keyword to the API’s limit', () => {
    expect(KEYWORD_LIMIT).toBe(KEYWORD_MAX);
    expect(parseReportQuery({ keyword: 'a'.repeat(150) }).keyword).toHaveLength(KEYWORD_MAX);
  });

  it('reads every filter of the address', () => {
    expect(parseReportQuery({ page: '3', area_id: '2', province_id: '32', price: 'free', keyword: ' da nang ' })).toEqual({
      page: 3,
      areaId: 2,
      provinceId: 32,
      price: 'free',
      keyword: 'da nang',
    });
  });

  it('turns unreadable values into no filter and page 1', () => {
    expect(parseReportQuery({ page: '-2', area_id: 'abc', province_id: ['7', '8'], price: 'cheap', keyword: '   ' })).toEqual({
      page: 1,
      areaId: undefined,
      provinceId: 7,
      price: undefined,
      keyword: undefined,
    });
  });
});

describe('reportQueryString', () => {
  it('leaves out page 1 and empty filters', () => {
    expect(reportQueryString({ page: 1 })).toBe('');
    expect(reportQueryString({ page: 2, provinceId: 1, keyword: 'hà nội' })).toBe('?keyword=h%C3%A0+n%E1%BB%99i&province_id=1&page=2');
  });

  it('gives back the same query when read again', () => {
    const query = { page: 4, areaId: 3, price: 'premium' as const, keyword: 'căn hộ' };
    expect(parseReportQuery(Object.fromEntries(new URLSearchParams(reportQueryString(query))))).toEqual({
      ...query,
      provinceId: undefined,
    });
  });
});

describe('reportFilterBody', () => {
  it('asks the API for a page of the given size with free or paid reports', () => {
    expect(reportFilterBody({ page: 2, price: 'premium', provinceId: 1 }, 6)).toEqual({
      page: 2,
      page_size: 6,
      area_id: undefined,
      province_id: 1,
      is_free: false,
      keyword: undefined,
    });
  });
});

describe('hasFilters', () => {
  it('is false for the plain list, whatever the page', () => {
    expect(hasFilters({ page: 5 })).toBe(false);
    expect(hasFilters({ page: 1, price: 'free' })).toBe(true);
  });
});

'use client';

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'next/navigation';
import { usePathname, useRouter } from '@/i18n/navigation';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export interface ListSort {
  column: string;
  direction: 'asc' | 'desc';
}

export interface ListSearch<F extends Record<string, string>> {
  filters: F;
  page: number;
  pageSize: number;
  sort: ListSort;
  /** `column,direction`, as every admin search takes it. */
  sortParam: string;
  setFilters: (filters: Partial<F>) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: ListSort) => void;
}

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

export function readSort(value: string | null, fallback: ListSort): ListSort {
  const [column, direction] = (value ?? '').split(',');
  return column && /^[a-z_]+$/.test(column) && (direction === 'asc' || direction === 'desc') ? { column, direction } : fallback;
}

/**
 * A list screen's search, kept in the address: filters, page, page size and sort. Sharing the
 * address shares the view, and the back button returns to the previous search. A new filter or
 * page size starts again from page 1.
 */
export function useListSearch<F extends Record<string, string>>(
  filterDefaults: F,
  sortDefault: ListSort = { column: 'id', direction: 'desc' },
): ListSearch<F> {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();

  const filters = useMemo(
    () => Object.fromEntries(Object.entries(filterDefaults).map(([name, fallback]) => [name, params.get(name) ?? fallback])) as F,
    [filterDefaults, params],
  );
  const page = positive(params.get('page'), 1);
  const pageSize = PAGE_SIZES.find((size) => size === positive(params.get('page_size'), DEFAULT_PAGE_SIZE)) ?? DEFAULT_PAGE_SIZE;
  const sort = readSort(params.get('sort'), sortDefault);

  const go = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      const next = new URLSearchParams(params.toString());
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      const query = next.toString();
      router.push(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [params, pathname, router],
  );

  return {
    filters,
    page,
    pageSize,
    sort,
    sortParam: `${sort.column},${sort.direction}`,
    setFilters: (changes) => go({ ...changes, page: undefined }),
    setPage: (next) => go({ page: next === 1 ? undefined : next }),
    setPageSize: (size) => go({ page_size: size === DEFAULT_PAGE_SIZE ? undefined : size, page: undefined }),
    setSort: (next) => go({ sort: `${next.column},${next.direction}`, page: undefined }),
  };
}

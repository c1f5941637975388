'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { Locale } from '@app/contracts/locale';
import { getCoverageOptions } from '@/api/get-coverage-options';
import { getProjectOptions } from '@/api/search-projects';

/** Every active area and province, named in the reader's language, for the coverage selects. */
export function useCoverageChoices() {
  const locale = useLocale() as Locale;
  return useQuery({
    queryKey: ['admin', 'coverage-choices', locale],
    queryFn: () => getCoverageOptions(locale, { locale }),
    staleTime: 10 * 60_000,
  });
}

/** The titles of the projects an ambassador already covers. */
export function useProjectTitles(ids: readonly number[]) {
  return useQuery({
    queryKey: ['admin', 'project-titles', ids],
    queryFn: () => getProjectOptions(ids, {}),
    enabled: ids.length > 0,
    staleTime: 10 * 60_000,
  });
}

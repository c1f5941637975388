'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { Locale } from '@app/contracts/locale';
import { reportEndpoints } from '@app/contracts/reports';
import { getCoverageOptions } from '@/api/get-coverage-options';
import { getProjectOptions } from '@/api/search-projects';
import { callEndpoint } from '@/lib/call-endpoint';
import { localized } from '@/lib/localized';

/** Every active area and province, named in the reader's language, for the report's place. */
export function usePlaceChoices() {
  const locale = useLocale() as Locale;
  return useQuery({
    queryKey: ['admin', 'place-choices', locale],
    queryFn: () => getCoverageOptions(locale, { locale }),
    staleTime: 10 * 60_000,
  });
}

/** The packages on sale, cheapest level first, for the packages a report offers. */
export function usePackageChoices() {
  const locale = useLocale() as Locale;
  return useQuery({
    queryKey: ['admin', 'package-choices', locale],
    queryFn: async () => {
      const page = await callEndpoint(reportEndpoints.documentTypes, { query: {} });
      return page.items.map((pkg) => ({ value: String(pkg.id), label: localized(locale, pkg.name, pkg.name_en) }));
    },
    staleTime: 60_000,
  });
}

/** The title of the project a report is about. */
export function useProjectTitle(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'project-titles', id === null ? [] : [id]],
    queryFn: () => getProjectOptions(id === null ? [] : [id], {}),
    enabled: id !== null,
    staleTime: 10 * 60_000,
  });
}

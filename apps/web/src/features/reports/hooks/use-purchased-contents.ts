'use client';

import { useQueries } from '@tanstack/react-query';
import type { ReportContents, ReportPackage } from '@app/contracts/reports';
import { getOwnedContent, premiumContentQueryKey } from '../api/get-premium-content';

export type PackageRef = Pick<ReportPackage, 'id' | 'name' | 'name_en' | 'level' | 'is_free'>;

/** Signed links live 10 minutes; they are renewed a little before. */
const LINK_RENEWAL_MS = 9 * 60_000;

/**
 * The paid packages of a report the reader owns, with their contents. A package answers only when
 * it (or a higher one) was bought, so the report page can show it open and its buy button as bought.
 */
export function usePurchasedContents(reportId: number, packages: readonly PackageRef[]) {
  const paid = packages.filter((pkg) => !pkg.is_free).sort((a, b) => b.level - a.level);
  const results = useQueries({
    queries: paid.map((pkg) => ({
      queryKey: premiumContentQueryKey(reportId, pkg.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getOwnedContent(reportId, pkg.id, signal),
      staleTime: LINK_RENEWAL_MS,
      refetchInterval: LINK_RENEWAL_MS,
    })),
  });
  const owned: ReportContents[] = results.flatMap((result) => (result.data ? [result.data] : []));
  return {
    owned,
    ownedPackageIds: owned.map((contents) => contents.package.id),
    isLoading: results.some((result) => result.isPending),
  };
}

'use client';

import { useQueries, useQuery } from '@tanstack/react-query';
import type { ReportContents, ReportPackage } from '@app/contracts/reports';
import { useSession } from '@/stores/session';
import { getOwnedContent, premiumContentQueryKey } from '../api/get-premium-content';

export type PackageRef = Pick<ReportPackage, 'id' | 'name' | 'name_en' | 'level' | 'is_free'>;

/** Signed links live 10 minutes; they are renewed a little before. */
const LINK_RENEWAL_MS = 9 * 60_000;

/** A package's contents if the reader owns it (or a higher package), else null; one query per package, shared. */
const ownedContentQuery = (reportId: number, packageId: number) => ({
  queryKey: premiumContentQueryKey(reportId, packageId),
  queryFn: ({ signal }: { signal: AbortSignal }) => getOwnedContent(reportId, packageId, signal),
  staleTime: LINK_RENEWAL_MS,
  refetchInterval: LINK_RENEWAL_MS,
});

/**
 * The paid packages of a report the reader owns, with their contents. A package answers only when
 * it (or a higher one) was bought, so the report page can show it open and its buy button as bought.
 */
export function usePurchasedContents(reportId: number, packages: readonly PackageRef[]) {
  const paid = packages.filter((pkg) => !pkg.is_free).sort((a, b) => b.level - a.level);
  const results = useQueries({
    queries: paid.map((pkg) => ownedContentQuery(reportId, pkg.id)),
  });
  const owned: ReportContents[] = results.flatMap((result) => (result.data ? [result.data] : []));
  return {
    owned,
    ownedPackageIds: owned.map((contents) => contents.package.id),
    isLoading: results.some((result) => result.isPending),
  };
}

/**
 * Whether the signed-in reader may already read this paid package: its buy buttons then give way
 * to the way to read it. Visitors ask nothing (they own nothing); the answer is the same query the
 * bought contents use, so the page asks once per package.
 */
export function useOwnsPackage(reportId: number, packageId: number, paid: boolean): boolean {
  const signedIn = useSession((state) => state.user !== null);
  const { data } = useQuery({ ...ownedContentQuery(reportId, packageId), enabled: signedIn && paid });
  return signedIn && paid && Boolean(data);
}

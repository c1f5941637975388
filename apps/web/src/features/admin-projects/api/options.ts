'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminProjectEndpoints } from '@app/contracts/admin-projects';
import { callEndpoint } from '@/lib/call-endpoint';
import { projectsKey } from './projects-key';

type OptionsEndpoint = typeof adminProjectEndpoints.investorOptions | typeof adminProjectEndpoints.ambassadorOptions;

/** Choices for a searchable select: what matches the typed words, and the one already chosen. */
function useOptions(endpoint: OptionsEndpoint, name: string, keyword: string, chosen: string) {
  const query = { keyword: keyword.trim() || undefined, include: chosen ? Number(chosen) : undefined };
  return useQuery({
    queryKey: [...projectsKey, name, query],
    queryFn: ({ signal }) => callEndpoint(endpoint, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const useInvestorOptions = (keyword: string, chosen: string) =>
  useOptions(adminProjectEndpoints.investorOptions, 'investor-options', keyword, chosen);

export const useAmbassadorOptions = (keyword: string, chosen: string) =>
  useOptions(adminProjectEndpoints.ambassadorOptions, 'ambassador-options', keyword, chosen);

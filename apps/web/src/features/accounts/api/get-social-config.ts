import { useQuery } from '@tanstack/react-query';
import { callOnDemand } from '@/lib/call-on-demand';

export const socialConfigQueryKey = ['social-config'] as const;

const endpoint = () => import('@app/contracts/web-session').then((contract) => contract.webSessionEndpoints.socialConfig);

/** The sign-in apps' public ids, set on the web server. */
export function useSocialConfig() {
  return useQuery({
    queryKey: socialConfigQueryKey,
    queryFn: ({ signal }) => callOnDemand(endpoint, {}, { signal, autoShowError: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

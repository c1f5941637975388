import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface SocialConfig {
  facebook_app_id: string | null;
  google_client_id: string | null;
}

export const socialConfigQueryKey = ['social-config'] as const;

/** The sign-in apps' public ids, set on the web server. */
export function useSocialConfig() {
  return useQuery({
    queryKey: socialConfigQueryKey,
    queryFn: ({ signal }) => apiRequest<SocialConfig>('/auth/social', { signal, autoShowError: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

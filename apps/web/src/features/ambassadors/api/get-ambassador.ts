import { cache } from 'react';
import type { z } from 'zod';
import { ambassadorPublicEndpoints, type ambassadorProfileSchema } from '@app/contracts/ambassadors-public';
import type { Locale } from '@app/contracts/locale';
import { pageCacheTags } from '@app/contracts/page-cache';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicCache } from '@/lib/public-cache';

export type AmbassadorProfile = z.output<typeof ambassadorProfileSchema>;

/** An ambassador's public page; null for an unknown, unapproved or locked ambassador. */
export const getAmbassador = cache(async (id: number, locale: Locale): Promise<AmbassadorProfile | null> => {
  try {
    return await callEndpoint(
      ambassadorPublicEndpoints.profile,
      { params: { id }, query: { page: 1, page_size: 12 } },
      { context: { locale }, cacheFor: publicCache(pageCacheTags.ambassadors) },
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
});

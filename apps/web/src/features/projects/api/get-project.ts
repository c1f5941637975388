import { cache } from 'react';
import { projectEndpoints, type ProjectDetail } from '@app/contracts/projects';
import type { Locale } from '@app/contracts/locale';
import { pageCacheTags } from '@app/contracts/page-cache';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicCache } from '@/lib/public-cache';

/** One active project with everything its page shows; null when it does not exist or is not public. */
export const getProject = cache(async (permalink: string, locale: Locale): Promise<ProjectDetail | null> => {
  try {
    return await callEndpoint(
      projectEndpoints.get,
      { params: { id: permalink } },
      { context: { locale }, cacheFor: publicCache(pageCacheTags.projects) },
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
});

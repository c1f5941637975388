import { cache } from 'react';
import type { ProjectDetail } from '@app/contracts/projects';
import type { Locale } from '@app/contracts/locale';
import { ApiError, apiRequest } from '@/lib/api-client';
import { pageCacheTags } from '@app/contracts/page-cache';
import { publicCache } from '@/lib/public-cache';

/** One active project with everything its page shows; null when it does not exist or is not public. */
export const getProject = cache(async (permalink: string, locale: Locale): Promise<ProjectDetail | null> => {
  try {
    return await apiRequest<ProjectDetail>(`/v1/public/projects/${encodeURIComponent(permalink)}`, {
      context: { locale },
      cacheFor: publicCache(pageCacheTags.projects),
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
});

import { cache } from 'react';
import type { z } from 'zod';
import { blogEndpoints, type blogDetailSchema } from '@app/contracts/blogs';
import type { Locale } from '@app/contracts/locale';
import { pageCacheTags } from '@app/contracts/page-cache';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { publicCache } from '@/lib/public-cache';

export type BlogDetail = z.output<typeof blogDetailSchema>;

/** One published post with its content and related report; null when there is no such post. */
export const getBlog = cache(async (permalink: string, locale: Locale): Promise<BlogDetail | null> => {
  if (!/^[A-Za-z0-9_-]{1,255}$/.test(permalink)) return null;
  try {
    return await callEndpoint(
      blogEndpoints.get,
      { params: { permalink } },
      { context: { locale }, cacheFor: publicCache(pageCacheTags.blogs) },
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
});

'use client';

import { deferredIsland } from '@/components/ui/deferred-island';
import { withMantine } from '@/components/providers/with-mantine';
import '@/styles/mantine-form-fields';

/*
 * The report's guest form and its reviews are Mantine forms: the server renders them in full, and
 * their code (with Mantine's) waits until they come near the screen or someone reaches for them.
 */
export const DeferredFreeDownloadForm = deferredIsland(
  withMantine(() => import('@/features/reports/components/free-download-form').then((module) => module.FreeDownloadForm)),
);
export const DeferredReviewSection = deferredIsland(
  withMantine(() => import('@/features/reviews/components/review-section').then((module) => module.ReviewSection)),
);

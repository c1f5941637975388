'use client';

import { adminBlogEndpoints, type BlogInput, type BlogStatus } from '@app/contracts/admin-blogs';
import { callEndpointEnvelope } from '@/lib/call-endpoint';
import { useAdminMutation } from '@/admin/use-admin-mutation';
import { newsKey } from './news-key';

/** Writes a new post, or replaces the one with `id`. */
export function useSavePost() {
  return useAdminMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BlogInput }) =>
      id === null
        ? callEndpointEnvelope(adminBlogEndpoints.create, { body })
        : callEndpointEnvelope(adminBlogEndpoints.update, { params: { id }, body }),
    invalidates: [newsKey],
  });
}

export function useChangePostStatus() {
  return useAdminMutation({
    mutationFn: (query: { id: number; status: BlogStatus }) => callEndpointEnvelope(adminBlogEndpoints.changeStatus, { query }),
    invalidates: [newsKey],
  });
}

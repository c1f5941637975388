import { adminBlogEndpoints } from '@app/contracts/admin-blogs';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/call-endpoint';
import { getServerContext } from '@/lib/server-context';

/** A post in the public page's shape whatever its status, read with the staff member's session; null when there is none. */
export async function getPostPreview(id: number) {
  try {
    return await callEndpoint(adminBlogEndpoints.preview, { params: { id } }, { context: await getServerContext() });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

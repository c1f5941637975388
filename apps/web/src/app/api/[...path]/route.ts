import { forwardToApi } from '@/lib/api-proxy';
import { guarded } from '@/lib/request-guard';

export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ path: string[] }>;
}

/**
 * Calls from the site's pages (JSON, uploads and the MoMo stand-in's form) and from servers without
 * a browser (MoMo's and the banks' notifications, in JSON); changes asked by other sites are refused.
 */
const handle = guarded(async (request: Request, { params }: Context) => forwardToApi(request, '', (await params).path), { forms: true });

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as HEAD, handle as OPTIONS };

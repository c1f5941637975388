import { serveApi } from '@/lib/api-proxy';

export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ path: string[] }>;
}

/**
 * For `next dev`, which runs without server.mjs: there the Node server answers `/api/*` itself
 * before Next.js sees it, with the same guard and proxy (decision 0136).
 */
const handle = async (request: Request, { params }: Context) => serveApi(request, (await params).path);

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as HEAD, handle as OPTIONS };

import { forwardToApi } from '@/lib/api-proxy';

export const dynamic = 'force-dynamic';

interface Context {
  params: Promise<{ path: string[] }>;
}

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { path } = await params;
  return forwardToApi(request, 'files', path);
}

export { handle as GET, handle as HEAD };

import { handleSocialLogin } from '@/features/accounts/server/social-login-handler';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ provider: string }> }): Promise<Response> {
  return handleSocialLogin(request, (await params).provider);
}

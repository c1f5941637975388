import { guarded } from '@/lib/request-guard';
import { handleSocialLogin } from '@/features/accounts/server/social-login-handler';

export const dynamic = 'force-dynamic';

export const POST = guarded(async (request: Request, { params }: { params: Promise<{ provider: string }> }) =>
  handleSocialLogin(request, (await params).provider),
);

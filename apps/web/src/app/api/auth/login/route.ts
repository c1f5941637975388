import { guarded } from '@/lib/request-guard';
import { handleLogin } from '@/features/accounts/server/login-handler';

export const dynamic = 'force-dynamic';

export const POST = guarded(handleLogin);

import { guarded } from '@/lib/request-guard';
import { handleRegister } from '@/features/accounts/server/register-handler';

export const dynamic = 'force-dynamic';

export const POST = guarded(handleRegister);

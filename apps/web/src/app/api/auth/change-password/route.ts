import { guarded } from '@/lib/request-guard';
import { handleChangePassword } from '@/features/accounts/server/change-password-handler';

export const dynamic = 'force-dynamic';

export const POST = guarded(handleChangePassword);

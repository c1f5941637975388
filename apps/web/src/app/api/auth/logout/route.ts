import { guarded } from '@/lib/request-guard';
import { handleLogout } from '@/features/accounts/server/logout-handler';

export const dynamic = 'force-dynamic';

export const POST = guarded(handleLogout);

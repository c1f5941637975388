import { handleLogout } from '@/features/accounts/server/logout-handler';

export const dynamic = 'force-dynamic';

export { handleLogout as POST };

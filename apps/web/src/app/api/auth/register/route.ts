import { handleRegister } from '@/features/accounts/server/register-handler';

export const dynamic = 'force-dynamic';

export { handleRegister as POST };

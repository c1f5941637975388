import { handleLogin } from '@/features/accounts/server/login-handler';

export const dynamic = 'force-dynamic';

export { handleLogin as POST };

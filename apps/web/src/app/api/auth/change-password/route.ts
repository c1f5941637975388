import { handleChangePassword } from '@/features/accounts/server/change-password-handler';

export const dynamic = 'force-dynamic';

export { handleChangePassword as POST };

import type { RegisterInput } from '@app/contracts/accounts';
import { apiEnvelope } from '@/lib/api-client';
import type { InfoUser } from '@/lib/info-user';

/** Registers, then the web server signs in with the email; `user` is null when that sign-in failed. */
export function register(body: Omit<RegisterInput, 'username'>) {
  return apiEnvelope<{ user: InfoUser | null }>('/auth/register', { method: 'POST', body, autoShowError: false });
}

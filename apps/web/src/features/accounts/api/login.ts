import type { LoginInput } from '@app/contracts/accounts';
import { apiEnvelope } from '@/lib/api-client';
import type { InfoUser } from '@/lib/info-user';

export interface SignedIn {
  user: InfoUser;
}

/** Through the web server, which keeps the tokens in HttpOnly cookies (src/app/api/auth/login). */
export function login(body: LoginInput & { remember: boolean }) {
  return apiEnvelope<SignedIn>('/auth/login', { method: 'POST', body, autoShowError: false });
}

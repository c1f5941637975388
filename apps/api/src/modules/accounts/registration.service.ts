import type { RegisterInput } from '@app/contracts/accounts.js';
import { hashPassword } from '../../lib/password.js';
import type { AccountContext } from './account-context.js';
import { createCustomerAccount, takenError } from './customer-account.js';
import * as users from './users.repository.js';

/** Creates a customer account; the client then signs in with the email. */
export async function register(context: AccountContext, input: RegisterInput): Promise<{ id: number; username: string; email: string }> {
  const taken = await users.findTakenFields(context.db, { email: input.email, username: input.username, phone: input.phone });
  if (taken.length > 0) throw takenError(taken);
  const passwordHash = await hashPassword(input.password);
  const { id, username } = await createCustomerAccount(context.db, {
    username: input.username,
    email: input.email,
    phone: input.phone,
    firstName: input.first_name,
    lastName: input.last_name,
    avatarUrl: null,
    passwordHash,
  });
  return { id, username, email: input.email };
}

import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../db/client.js';
import { takenFieldOf } from './unique-violation.js';
import { availableUsername } from './username.js';
import * as users from './users.repository.js';

const takenKey = { email: 'email_taken', username: 'username_taken', phone: 'phone_taken' } as const;

/** Each taken field gets its own message, on its own field. */
export function takenError(fields: users.UniqueField[]): AppError {
  return new AppError('VALIDATION_FAILED', { errors: fields.map((field) => ({ field, code: takenKey[field], message: takenKey[field] })) });
}

/**
 * Creates an account with the customer role (USER). Without a chosen username one is derived from
 * the email; if a simultaneous sign-up takes it first, another is derived rather than blaming the caller.
 */
export async function createCustomerAccount(
  db: Db,
  account: Omit<users.NewAccount, 'username'> & { username?: string },
): Promise<{ id: number; username: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const username = account.username ?? (await availableUsername(db, account.email));
    try {
      const id = await db.transaction((tx) => users.insertAccount(tx, { ...account, username }, 'USER'));
      return { id, username };
    } catch (error) {
      const field = takenFieldOf(error);
      if (field === 'username' && account.username === undefined && attempt < 3) continue;
      if (field) throw takenError([field]);
      throw error;
    }
  }
}

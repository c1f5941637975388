import type { LoginInput, LoginResult } from '@app/contracts/accounts.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { AccountContext } from './account-context.js';
import type { Account } from './users.repository.js';
import { startSession } from './session.service.js';
import * as users from './users.repository.js';

let decoyHash: Promise<string> | undefined;

/** Checking a password against a throw-away hash makes an unknown name take as long as a wrong password. */
function decoy(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches no account');
  return decoyHash;
}

/** What failures are counted against: the account until its password changes, or the unknown name as typed. */
function failureSubject(account: Account | null, typed: string): string {
  return account ? `user:${account.id}:${account.passwordChangedAt?.getTime() ?? 0}` : `name:${typed.trim().toLowerCase()}`;
}

/**
 * Sign-in with a username or email, from a client address. A wrong password, an unknown name and
 * a locked account get the same answer after the same work (a password hash is checked in every
 * case), so the answer tells neither whether the account exists nor whether it is locked. A locked
 * account is refused even with the right password. An inactive one is told so only after a right
 * password, so its state is not told to someone without it.
 */
export async function login(context: AccountContext, input: LoginInput, address: string): Promise<LoginResult> {
  const account = await users.findAccountByLogin(context.db, input.username);
  const subject = failureSubject(account, input.username);
  const locked = await context.loginFailures.isLocked(subject, address);
  const right = await verifyPassword(account?.passwordHash ?? (await decoy()), input.password);
  if (!account?.passwordHash || !right || locked) {
    // Attempts while locked are refused without being counted: the lock already holds, and a
    // locked address must not push the account-wide count towards locking everyone else out.
    if (!right && !locked && (await context.loginFailures.record(subject, address)) && account) {
      context.log.warn({ userId: account.id }, 'sign-in locked after repeated wrong passwords');
    }
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (account.status !== 'active') throw new AppError('ACCOUNT_INACTIVE');
  await context.loginFailures.forget(subject, address);
  await users.recordLoginSuccess(context.db, account.id);
  return startSession(context, account.id, 'password');
}

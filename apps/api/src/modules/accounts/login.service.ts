import type { LoginInput, LoginResult } from '@app/contracts/accounts.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { AccountContext } from './account-context.js';
import { startSession } from './session.service.js';
import * as users from './users.repository.js';

let decoyHash: Promise<string> | undefined;

/** Checking a password against a throw-away hash makes an unknown name take as long as a wrong password. */
function decoy(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches no account');
  return decoyHash;
}

function lockedError(until: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return new AppError('ACCOUNT_LOCKED', {
    message: {
      vi: `Tài khoản tạm thời bị khóa do nhập sai mật khẩu nhiều lần, vui lòng thử lại sau ${minutes} phút.`,
      en: `This account is locked after too many wrong passwords, please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    },
  });
}

/**
 * Sign-in with a username or email. A locked account is refused before its password is looked at;
 * an inactive one only after, so its state is not told to someone without the password.
 */
export async function login(context: AccountContext, input: LoginInput): Promise<LoginResult> {
  const account = await users.findAccountByLogin(context.db, input.username);
  if (!account?.passwordHash) {
    await verifyPassword(await decoy(), input.password);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (account.lockedUntil && account.lockedUntil.getTime() > Date.now()) throw lockedError(account.lockedUntil);
  if (!(await verifyPassword(account.passwordHash, input.password))) {
    const { lockedUntil } = await users.recordLoginFailure(
      context.db,
      account.id,
      context.config.LOGIN_MAX_FAILURES,
      context.config.LOGIN_LOCK_SECONDS,
    );
    if (lockedUntil && lockedUntil.getTime() > Date.now()) {
      context.log.warn({ userId: account.id }, 'account locked after repeated wrong passwords');
      throw lockedError(lockedUntil);
    }
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (account.status !== 'active') throw new AppError('ACCOUNT_INACTIVE');
  await users.recordLoginSuccess(context.db, account.id);
  return startSession(context, account.id, 'password');
}

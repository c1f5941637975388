import type { Locale } from '@app/contracts/locale.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/password.js';
import type { AccountContext } from './account-context.js';
import type { BackgroundTasks } from '../../lib/background-tasks.js';
import { revokeUserLongTokens } from './long-tokens.repository.js';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.js';
import { passwordResetMail } from './password-reset-mail.js';
import * as resetTokens from './reset-tokens.repository.js';
import * as users from './users.repository.js';

/** More links than this within one validity period would only fill someone's mailbox. */
const MAX_LINKS_PER_PERIOD = 3;

/** The reset page of the web app; English pages live under /en. */
export function resetLink(webOrigin: string, locale: Locale, token: string): string {
  const url = new URL(locale === 'en' ? '/en/reset-password' : '/reset-password', webOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}

async function sendResetLink(context: AccountContext, identity: string, locale: Locale): Promise<void> {
  const account = await users.findAccountByLogin(context.db, identity);
  if (!account || account.status !== 'active') return;
  const ttlMs = context.config.PASSWORD_RESET_TTL_MINUTES * 60_000;
  if ((await resetTokens.countResetTokensSince(context.db, account.id, new Date(Date.now() - ttlMs))) >= MAX_LINKS_PER_PERIOD) {
    context.log.info({ userId: account.id }, 'password reset link not sent: too many recent links');
    return;
  }
  const { token, hash } = newOpaqueToken();
  await resetTokens.insertResetToken(context.db, { userId: account.id, tokenHash: hash, expiresAt: new Date(Date.now() + ttlMs) });
  const name = [account.lastName, account.firstName].filter(Boolean).join(' ') || account.username;
  await context.mailer.send(
    passwordResetMail(locale, account.email, {
      name,
      username: account.username,
      link: resetLink(context.config.WEB_ORIGIN, locale, token),
      minutes: context.config.PASSWORD_RESET_TTL_MINUTES,
    }),
  );
}

/**
 * Nothing is looked up before the reply: known and unknown addresses get the same answer at the
 * same speed, and the mail, if any, follows in the background.
 */
export function requestPasswordReset(context: AccountContext, tasks: BackgroundTasks, identity: string, locale: Locale): void {
  tasks.run('password reset mail', () => sendResetLink(context, identity, locale));
}

/** Sets the new password, spends the link and ends every session of the account. */
export async function confirmPasswordReset(context: AccountContext, input: { token: string; password: string }): Promise<void> {
  const tokenHash = hashOpaqueToken(input.token);
  if (!(await resetTokens.isResetTokenUsable(context.db, tokenHash))) throw new AppError('RESET_TOKEN_INVALID');
  const passwordHash = await hashPassword(input.password);
  const ended = await context.db.transaction(async (tx) => {
    const userId = await resetTokens.consumeResetToken(tx, tokenHash);
    if (!userId) throw new AppError('RESET_TOKEN_INVALID');
    await users.setPassword(tx, userId, passwordHash);
    await resetTokens.retireResetTokens(tx, userId);
    return revokeUserLongTokens(tx, userId);
  });
  await context.endedSessions.end(ended);
}

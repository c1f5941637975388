import type { LoginResult } from '@app/contracts/accounts.js';
import { patterns } from '@app/contracts/validation.js';
import { AppError } from '../../lib/app-error.js';
import type { AccountContext } from './account-context.js';
import { createCustomerAccount } from './customer-account.js';
import { startSession } from './session.service.js';
import { findSocialAccountUser, linkSocialAccount } from './social-accounts.repository.js';
import type { SocialProfile } from './social/social-profile.js';
import * as users from './users.repository.js';

const clip = (text: string, max: number) => text.trim().slice(0, max);

/**
 * A provider's picture is kept only when it is an https link the profile form would take too;
 * anything else is left out rather than refusing the sign-in over a picture.
 */
function providerPicture(url: string | null): string | null {
  const value = url?.trim();
  return value && value.length <= 2000 && patterns.httpsUrl.test(value) ? value : null;
}

/** The account of a verified email: the existing one, or a new customer account without a password. */
async function accountForEmail(context: AccountContext, profile: SocialProfile, email: string): Promise<number> {
  const existing = await users.findAccountByEmail(context.db, email);
  if (existing) return existing.id;
  try {
    const created = await createCustomerAccount(context.db, {
      email,
      phone: null,
      firstName: clip(profile.firstName, 100),
      lastName: clip(profile.lastName, 100),
      avatarUrl: providerPicture(profile.avatarUrl),
      passwordHash: null,
    });
    return created.id;
  } catch (error) {
    // Two first sign-ins at once: the other one created the account.
    const raced = await users.findAccountByEmail(context.db, email);
    if (raced) return raced.id;
    throw error;
  }
}

/**
 * Sign-in through Facebook or Google. A known provider account signs in its user; otherwise the
 * provider's verified email links to, or creates, the account. An unverified email proves nothing
 * and could take over someone else's account, so it is refused.
 */
export async function socialLogin(context: AccountContext, profile: SocialProfile): Promise<LoginResult> {
  let userId = await findSocialAccountUser(context.db, profile.provider, profile.providerUserId);
  if (userId === null) {
    if (!profile.email || !profile.emailVerified) throw new AppError('SOCIAL_EMAIL_UNVERIFIED');
    userId = await accountForEmail(context, profile, profile.email);
    await linkSocialAccount(context.db, {
      userId,
      provider: profile.provider,
      providerUserId: profile.providerUserId,
      email: profile.email,
    });
  }
  const account = await users.findAccountById(context.db, userId);
  if (!account) throw new AppError('UNAUTHORIZED');
  if (account.status !== 'active') throw new AppError('ACCOUNT_INACTIVE');
  await users.recordLoginSuccess(context.db, userId);
  return startSession(context, userId, profile.provider);
}

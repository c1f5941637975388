export type SocialProvider = 'facebook' | 'google';

/** What a provider tells about the person behind a token. */
export interface SocialProfile {
  provider: SocialProvider;
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}

import { z } from 'zod';
import { changePasswordBodySchema, loginBody, meSchema, registerBodySchema } from './accounts.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * What the browser keeps of the signed-in user: the infoUser fields, nothing more (no tokens, no
 * account status). For an ambassador the API already gives the ambassador's name and avatar.
 */
export const infoUserSchema = meSchema.pick({
  id: true,
  first_name: true,
  last_name: true,
  username: true,
  email: true,
  phone_number: true,
  avatar_url: true,
  roles: true,
  item_permissions: true,
  is_ambassador: true,
  ambassador_response: true,
});
export type InfoUser = z.infer<typeof infoUserSchema>;

export const socialProviders = ['facebook', 'google'] as const;
export type SocialProvider = (typeof socialProviders)[number];

const signedInSchema = z.object({ user: infoUserSchema });

/**
 * The web server's own operations (apps/web/src/app/api/auth), which the browser calls under
 * `/api`: they call the API's account endpoints, keep the tokens in HttpOnly cookies and answer the
 * browser with the signed-in user only, so no token ever reaches a page script.
 */
export const webSessionEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    access: 'anonymous',
    summary: 'Sign in; `remember: false` keeps the session for this browser session only',
    body: loginBody.extend({ remember: z.boolean().default(true) }),
    reply: signedInSchema,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    access: 'anonymous',
    summary: 'Register, then sign in with the email; `user` is null when that sign-in failed',
    body: registerBodySchema(),
    reply: z.object({ user: infoUserSchema.nullable() }),
  }),
  socialLogin: defineEndpoint({
    method: 'POST',
    path: '/auth/social/:provider',
    access: 'anonymous',
    summary: "Trade the access token a provider's SDK gave the browser for a session",
    params: z.object({ provider: z.enum(socialProviders) }),
    body: z.object({ access_token: z.string().trim().min(1).max(4096) }),
    reply: signedInSchema,
  }),
  socialConfig: defineEndpoint({
    method: 'GET',
    path: '/auth/social',
    access: 'public',
    summary: 'The public ids of the sign-in apps; null when a provider is not set up',
    reply: z.object({ facebook_app_id: z.string().nullable(), google_client_id: z.string().nullable() }),
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/auth/change-password',
    access: 'user',
    summary: 'Change the password; the fresh session the API answers goes into the cookies',
    body: changePasswordBodySchema(),
    reply: z.null(),
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    access: 'anonymous',
    summary: 'End the session: the API revokes the long token of the cookies, and the cookies go',
    body: z.object({ userId: z.number().int().positive().optional() }).nullable(),
    reply: z.null(),
  }),
};

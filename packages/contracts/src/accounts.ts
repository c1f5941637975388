import { z } from 'zod';
import type { Locale } from './locale.ts';
import { patterns, TEXT_MAX } from './validation.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Accounts: sign-in, registration, sessions, profile. The fields' rules (required, at most 39
 * characters, a phone of digits, a matching confirmation) and message keys live here; the web forms
 * and the API validate with these same schemas.
 */

/** A check that only speaks once the field has a value, so an empty field gets just "required". */
const filled = { when: (payload: { value: unknown }) => typeof payload.value === 'string' && payload.value.length > 0 };

const requiredText = (requiredKey: string, tooLongKey: string, max: number = TEXT_MAX) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(max, { error: tooLongKey, ...filled });

/** Empty strings from a form mean "not given". */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

export const PASSWORD_MIN = 8;

export const firstNameField = requiredText('first_name_required', 'first_name_too_long');
export const lastNameField = requiredText('last_name_required', 'last_name_too_long');
export const phoneField = requiredText('phone_required', 'too_long').regex(patterns.digitsOnly, { error: 'phone_digits', ...filled });
export const emailField = requiredText('email_required', 'email_invalid', 254)
  .regex(patterns.email, { error: 'email_invalid', ...filled })
  .toLowerCase();

/** Lower-case letters without diacritics, digits, dot, dash, underscore; never "@", so sign-in can tell it from an email. */
export const usernamePattern = /^[a-z0-9._-]{3,39}$/;
export const usernameField = z.string().trim().toLowerCase().regex(usernamePattern, 'username_invalid');

/** Passwords are taken as typed, spaces included: trimming would silently change a secret. */
export const newPasswordField = z
  .string({ error: 'password_required' })
  .min(1, 'password_required')
  .max(TEXT_MAX, { error: 'too_long', ...filled })
  .min(PASSWORD_MIN, { error: 'password_too_short', ...filled });
export const rePasswordField = z
  .string({ error: 're_password_required' })
  .min(1, 're_password_required')
  .max(TEXT_MAX, { error: 'too_long', ...filled });

/** "Mật khẩu không trùng khớp" on the confirmation field, reported alongside the other fields' errors. */
function passwordsMatch<T extends z.ZodType>(schema: T, password: string, confirmation: string) {
  return schema.refine((value) => (value as Record<string, unknown>)[password] === (value as Record<string, unknown>)[confirmation], {
    path: [confirmation],
    error: 'password_mismatch',
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.[password] === 'string' && typeof value[confirmation] === 'string' && value[confirmation] !== '';
    },
  });
}

/** The API passes its own password field that also refuses common passwords (that list stays on the server). */
export const registerBodySchema = (password: z.ZodType<string> = newPasswordField) =>
  passwordsMatch(
    z.object({
      first_name: firstNameField,
      last_name: lastNameField,
      phone: phoneField,
      email: emailField,
      password,
      rePassword: rePasswordField,
      username: optionalText(usernameField),
    }),
    'password',
    'rePassword',
  );
export type RegisterInput = z.infer<ReturnType<typeof registerBodySchema>>;

export const loginBody = z.object({
  username: z
    .string({ error: 'login_username_required' })
    .trim()
    .min(1, 'login_username_required')
    .max(254, { error: 'too_long', ...filled }),
  password: z
    .string({ error: 'password_required' })
    .min(1, 'password_required')
    .max(1000, { error: 'too_long', ...filled }),
});
export type LoginInput = z.infer<typeof loginBody>;

export const loginTypes = ['password', 'facebook', 'google'] as const;
export type LoginType = (typeof loginTypes)[number];

export const loginResultSchema = z.object({ token: z.string(), long_token: z.string(), login_type: z.enum(loginTypes) });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const refreshResultSchema = z.object({ token: z.string(), long_token: z.string() });

const longTokenValue = z.string().trim().min(1, 'required').max(200, 'invalid');
/** The long token comes as a query parameter (`?long_token=`); a form or JSON field is taken too. */
export const refreshTokenQuery = z.object({ long_token: longTokenValue.optional() });
export const refreshTokenBody = z.object({ long_token: longTokenValue.optional() }).nullish();

export const logoutBody = z.object({
  userId: z.coerce
    .number({ error: 'invalid_number' })
    .int('invalid_number')
    .min(1, 'invalid_number')
    .max(2_147_483_647, 'invalid_number')
    .optional(),
  longToken: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'invalid'),
});

export const resetPasswordQuery = z.object({
  userEmail: z
    .string({ error: 'reset_identity_required' })
    .trim()
    .min(1, 'reset_identity_required')
    .max(254, { error: 'too_long', ...filled }),
});

export const resetPasswordConfirmBodySchema = (password: z.ZodType<string> = newPasswordField) =>
  passwordsMatch(
    z.object({
      token: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'invalid'),
      password,
      rePassword: rePasswordField,
    }),
    'password',
    'rePassword',
  );

export const changePasswordBodySchema = (password: z.ZodType<string> = newPasswordField) =>
  passwordsMatch(
    z.object({
      oldPassword: z
        .string({ error: 'password_required' })
        .min(1, 'password_required')
        .max(1000, { error: 'too_long', ...filled }),
      newPassword: password,
      rePassword: rePasswordField,
    }),
    'newPassword',
    'rePassword',
  );

/** A picture served by this site (its uploads path) or by another over https (a storage host, a provider). */
export const avatarUrlField = z.string().trim().max(2000, 'image_url_invalid').regex(patterns.pictureUrl, 'image_url_https');

export const changeInfoBody = z.object({
  first_name: firstNameField,
  last_name: lastNameField,
  phone: phoneField,
  avatar_url: optionalText(avatarUrlField),
});
export type ChangeInfoInput = z.infer<typeof changeInfoBody>;

export const socialTokenQuery = z.object({
  access_token: z.string({ error: 'required' }).trim().min(1, 'required').max(4096, 'invalid'),
});
/** Google may hand the browser an ID token instead of an access token; either is accepted. */
export const googleTokenQuery = z
  .object({
    access_token: z.string().trim().min(1, 'required').max(4096, 'invalid').optional(),
    id_token: z.string().trim().min(1, 'required').max(4096, 'invalid').optional(),
  })
  .refine((value) => value.access_token !== undefined || value.id_token !== undefined, { path: ['access_token'], error: 'required' });

export const ambassadorSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  status: z.enum(['active', 'lock']),
});

/** The signed-in user's own information (`GET /v1/me`), which the browser keeps as infoUser. */
export const meSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phone_number: z.string().nullable(),
  avatar_url: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  has_password: z.boolean(),
  roles: z.array(z.string()),
  item_permissions: z.array(z.string()),
  is_ambassador: z.boolean(),
  ambassador_response: ambassadorSummarySchema.nullable(),
});
export type Me = z.infer<typeof meSchema>;

export const registeredUserSchema = z.object({ id: z.number().int(), username: z.string(), email: z.string() });

/** Success messages the API sends with its replies. */
export const accountMessages = {
  registered: { vi: 'Đăng ký thành công', en: 'Registered successfully' },
  loggedOut: { vi: 'Đăng xuất thành công!', en: 'Logged out successfully!' },
  resetMailSent: {
    vi: 'Nếu tên đăng nhập hoặc email tồn tại, chúng tôi đã gửi hướng dẫn đặt lại mật khẩu vào email của tài khoản.',
    en: 'If the username or email exists, we have sent password reset instructions to its email address.',
  },
  passwordReset: { vi: 'Đặt lại mật khẩu thành công', en: 'Your password has been reset' },
  passwordChanged: { vi: 'Đổi mật khẩu thành công', en: 'Your password has been changed' },
  infoUpdated: { vi: 'Cập nhật thông tin thành công', en: 'Your information has been updated' },
  ambassadorRegistered: {
    vi: 'Đăng ký đại sứ thành công, vui lòng chờ xét duyệt',
    en: 'Your ambassador registration was sent and awaits review',
  },
  updated: { vi: 'Cập nhật thành công', en: 'Updated successfully' },
} as const satisfies Record<string, Record<Locale, string>>;

export const accountEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/authenticate',
    access: 'anonymous',
    summary: 'Sign in with a username or email and a password',
    body: loginBody,
    reply: loginResultSchema,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    access: 'anonymous',
    summary: 'Create a customer account; the client signs in with the email afterwards',
    body: registerBodySchema(),
    reply: registeredUserSchema,
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/v1/public/users/refresh-token',
    access: 'anonymous',
    summary: 'Trade a long token for a new access token and a new long token (the old one stops working)',
    query: refreshTokenQuery,
    body: refreshTokenBody,
    reply: refreshResultSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    access: 'anonymous',
    summary: 'End the session of a long token (form data, URL-encoded form or JSON: userId, longToken)',
    body: logoutBody,
    reply: z.null(),
  }),
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/auth/resetpassword',
    access: 'anonymous',
    summary: 'Mail a single-use reset link; the answer is the same whether the account exists or not',
    query: resetPasswordQuery,
    reply: z.null(),
  }),
  confirmPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/auth/reset-password/confirm',
    access: 'anonymous',
    summary: 'Set a new password with the link from the reset mail; every session of the account ends',
    body: resetPasswordConfirmBodySchema(),
    reply: z.null(),
  }),
  facebookLogin: defineEndpoint({
    method: 'GET',
    path: '/auth/login/facebook_token',
    access: 'anonymous',
    summary: 'Sign in with a Facebook access token, checked with the Graph API',
    query: socialTokenQuery,
    reply: loginResultSchema,
  }),
  googleLogin: defineEndpoint({
    method: 'GET',
    path: '/auth/login/google_token',
    access: 'anonymous',
    summary: 'Sign in with a Google access token or ID token, checked with Google tokeninfo',
    query: googleTokenQuery,
    reply: loginResultSchema,
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/v1/me',
    access: 'user',
    summary: 'The signed-in user: profile, roles, item permissions, ambassador state',
    reply: meSchema,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/v1/user/change-password',
    access: 'user',
    summary: 'Change the password; other sessions end and a fresh session is returned',
    body: changePasswordBodySchema(),
    reply: loginResultSchema,
  }),
  changeInfo: defineEndpoint({
    method: 'POST',
    path: '/v1/user/change-info',
    access: 'user',
    summary: 'Change name, phone and avatar',
    body: changeInfoBody,
    reply: meSchema,
  }),
};

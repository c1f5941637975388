import { z } from 'zod';
import { emailField, firstNameField, lastNameField, phoneField } from './accounts.ts';
import { requiredId } from './list-query.ts';
import type { Locale } from './locale.ts';
import { patterns, TEXT_MAX } from './validation.ts';
import { defineEndpoint } from './endpoint.ts';

/** Contact requests by where they came from: contact form, guest free download, community sign-up. */
export const contactStatuses = { contact: 'init', download: 'download', community: 'subscribe' } as const;

export const MESSAGE_MAX = 2000;

/** The mobile-number rule speaks only once the field holds digits, so one message at a time. */
const onlyDigits = { when: (payload: { value: unknown }) => typeof payload.value === 'string' && patterns.digitsOnly.test(payload.value) };
const mobilePhoneField = phoneField.regex(patterns.vietnamesePhone, { error: 'phone_invalid', ...onlyDigits });

const filled = { when: (payload: { value: unknown }) => typeof payload.value === 'string' && payload.value.length > 0 };
/** A full name in one field ("Họ và tên"), as the guest and community forms ask for it. */
const fullNameField = z
  .string({ error: 'name_required' })
  .trim()
  .min(1, 'name_required')
  .max(TEXT_MAX, { error: 'too_long', ...filled });

export const contactRequestBody = z.strictObject({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  phoneNumber: mobilePhoneField,
  message: z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string()
      .trim()
      .max(MESSAGE_MAX, 'message_too_long')
      .transform((value) => value || undefined)
      .optional(),
  ),
});
export type ContactRequestInput = z.infer<typeof contactRequestBody>;

export const subscribeMailBody = z.strictObject({ email: emailField });

export const communitySignupBody = z.strictObject({ name: fullNameField, phoneNumber: mobilePhoneField, email: emailField });

/** The guest free-download form checks the name, the email and a phone of digits only. */
export const freeDownloadBody = z.strictObject({
  report_id: requiredId,
  full_name: fullNameField,
  email: emailField,
  phone_number: phoneField,
});
export type FreeDownloadInput = z.infer<typeof freeDownloadBody>;

export const contactReceiptSchema = z.object({ id: z.number().int() });
export const subscriptionSchema = z.object({ email: z.string() });

/** Success messages the API sends with its replies. */
export const contactMessages = {
  received: {
    vi: 'Cảm ơn bạn đã liên hệ, chúng tôi sẽ phản hồi trong vòng 24 giờ.',
    en: 'Thank you for contacting us, we will reply within 24 hours.',
  },
  subscribed: { vi: 'Đăng ký nhận tin thành công!', en: 'You have subscribed to our newsletter!' },
  communityJoined: {
    vi: 'Đăng ký tham gia cộng đồng thành công, chúng tôi sẽ liên hệ với bạn sớm.',
    en: 'You have joined the community, we will be in touch soon.',
  },
  freeDownloadReady: { vi: 'Cảm ơn bạn! Nội dung miễn phí đã sẵn sàng để tải.', en: 'Thank you! The free content is ready to download.' },
} as const satisfies Record<string, Record<Locale, string>>;

export const contactEndpoints = {
  request: defineEndpoint({
    method: 'POST',
    path: '/v1/public/contact-request',
    access: 'public',
    summary: 'The contact form; staff answer within 24 hours',
    body: contactRequestBody,
    reply: contactReceiptSchema,
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/v1/public/subscribe-mail',
    access: 'public',
    summary: 'Newsletter sign-up; signing up twice is harmless',
    body: subscribeMailBody,
    reply: subscriptionSchema,
  }),
  communitySignup: defineEndpoint({
    method: 'POST',
    path: '/v1/public/community-signup',
    access: 'public',
    summary: 'The home page community sign-up form',
    body: communitySignupBody,
    reply: contactReceiptSchema,
  }),
};

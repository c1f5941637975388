import { z } from 'zod';
import { avatarUrlField, emailField } from './accounts.ts';
import { patterns } from './validation.ts';

/** Ambassador registration (/register-ambassador) and its review by staff; the profile of DOMAIN.md. */
export const ambassadorLevels = ['area', 'province', 'project', 'investor'] as const;
export type AmbassadorLevel = (typeof ambassadorLevels)[number];
export const registrationStatuses = ['not_handled', 'approved', 'rejected'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];
export const ambassadorStatuses = ['active', 'lock'] as const;
export type AmbassadorStatus = (typeof ambassadorStatuses)[number];

const MAX_ID = 2_147_483_647;
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value === null ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const filled = { when: (payload: { value: unknown }) => typeof payload.value === 'string' && payload.value.length > 0 };

/** A real calendar day in the past, written dd/mm/yyyy. */
export function isPastDate(value: string): boolean {
  const [day, month, year] = value.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 && year >= 1900 && date.getTime() < Date.now();
}

const idList = z
  .array(z.number({ error: 'invalid_number' }).int('invalid_number').min(1, 'invalid_number').max(MAX_ID, 'invalid_number'))
  .max(200, 'too_big');
/** The link's own pattern speaks only for an https link: an http one gets just "must be https". */
const overHttps = { when: (payload: { value: unknown }) => typeof payload.value === 'string' && patterns.httpsUrl.test(payload.value) };
const link = (key: string, pattern: RegExp = patterns.url) =>
  optional(
    z
      .string()
      .trim()
      .max(500, key)
      .regex(patterns.httpsUrl, 'url_https')
      .regex(pattern, { error: key, ...overHttps }),
  );

export const ambassadorRegisterBody = z
  .object({
    name: z
      .string({ error: 'name_required' })
      .trim()
      .min(1, 'name_required')
      .max(39, { error: 'too_long', ...filled }),
    avatar_url: optional(avatarUrlField),
    birthday: optional(
      z
        .string()
        .trim()
        .regex(patterns.date, 'date_invalid')
        .refine(isPastDate, {
          error: 'date_invalid',
          when: (payload) => typeof payload.value === 'string' && patterns.date.test(payload.value),
        }),
    ),
    phone: z
      .string({ error: 'phone_required' })
      .trim()
      .min(1, 'phone_required')
      .regex(patterns.vietnamesePhone, { error: 'phone_invalid', ...filled }),
    email: emailField,
    facebook_url: link('facebook_url_invalid', patterns.facebookUrl),
    zalo_url: link('url_invalid'),
    website: link('url_invalid'),
    address: optional(z.string().trim().max(255, 'text_max_255')),
    position: optional(z.string().trim().max(255, 'text_max_255')),
    introduction: optional(z.string().trim().max(5000, 'text_max_5000')),
    experience: optional(z.string().trim().max(5000, 'text_max_5000')),
    level: z.enum(ambassadorLevels, { error: 'ambassador_level_invalid' }),
    area_ids: idList.default([]),
    province_ids: idList.default([]),
    project_ids: idList.default([]),
  })
  .superRefine((value, ctx) => {
    // The level says what the ambassador covers; an investor representative covers the investor's projects as a whole.
    const targets = { area: 'area_ids', province: 'province_ids', project: 'project_ids', investor: null } as const;
    const needed = targets[value.level];
    if (needed && value[needed].length === 0) ctx.addIssue({ code: 'custom', path: [needed], message: 'ambassador_targets_required' });
  });
export type AmbassadorRegisterInput = z.infer<typeof ambassadorRegisterBody>;

export const ambassadorRegistrationSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  birthday: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  facebook_url: z.string().nullable(),
  zalo_url: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  position: z.string().nullable(),
  introduction: z.string().nullable(),
  experience: z.string().nullable(),
  level: z.enum(ambassadorLevels),
  area_ids: z.array(z.number().int()),
  province_ids: z.array(z.number().int()),
  project_ids: z.array(z.number().int()),
  registration_status: z.enum(registrationStatuses),
  status: z.enum(ambassadorStatuses),
  created_at: z.string(),
  updated_at: z.string(),
  handled_at: z.string().nullable(),
});
export type AmbassadorRegistration = z.infer<typeof ambassadorRegistrationSchema>;

export const adminAmbassadorSchema = ambassadorRegistrationSchema.extend({
  username: z.string(),
  user_email: z.string(),
  /** Why staff turned the registration down; null unless rejected. */
  reject_reason: z.string().nullable(),
});

/** An empty filter may come as `{}`, `null` or no body at all. */
export const adminAmbassadorSearchBody = z.preprocess(
  (value) => value ?? {},
  z.object({
    keyword: optional(z.string().trim().max(100, 'keyword_too_long')),
    registration_status: optional(z.enum(registrationStatuses, { error: 'invalid' })),
    status: optional(z.enum(ambassadorStatuses, { error: 'invalid' })),
    level: optional(z.enum(ambassadorLevels, { error: 'invalid' })),
  }),
);

export const adminAmbassadorChangeStatusBody = z
  .object({
    id: z.coerce.number({ error: 'invalid_number' }).int('invalid_number').min(1, 'invalid_number').max(MAX_ID, 'invalid_number'),
    registration_status: optional(z.enum(['approved', 'rejected'], { error: 'invalid' })),
    status: optional(z.enum(ambassadorStatuses, { error: 'invalid' })),
  })
  .refine((value) => value.registration_status !== undefined || value.status !== undefined, {
    path: ['status'],
    error: 'status_change_required',
  });
export type AdminAmbassador = z.infer<typeof adminAmbassadorSchema>;

import { z } from 'zod';
import { adminSearchQuery } from './admin-users.ts';
import {
  activeFlag,
  blank,
  optionalPermalink,
  optionalRef,
  pictureField,
  plainText,
  requiredPlainText,
  richTextField,
  websiteField,
} from './catalogue-fields.ts';
import { defineEndpoint, timestamp } from './endpoint.ts';
import { pageSchema } from './envelope.ts';
import { keywordField, namedRef, optionalFlag, optionalId, requiredId } from './list-query.ts';
import { booleanQuery } from './paging.ts';
import { patterns } from './validation.ts';

export const FOUNDING_YEAR_MIN = 1800;

export const investorBody = z.strictObject({
  name: requiredPlainText('name_required'),
  company_name: plainText(500, 'text_max_5000'),
  /** Blank: made from the name, the first one free. */
  permalink: optionalPermalink,
  logo_url: pictureField,
  founding_year: z.preprocess(
    blank,
    z.coerce
      .number({ error: 'invalid_number' })
      .int('invalid_number')
      .min(FOUNDING_YEAR_MIN, 'too_small')
      .refine((year) => year <= new Date().getFullYear(), 'too_big')
      .optional(),
  ),
  website: websiteField,
  address: plainText(500, 'text_max_5000'),
  province_id: optionalRef,
  district_id: optionalRef,
  email: z.preprocess(blank, z.string().trim().max(254, 'email_invalid').regex(patterns.email, 'email_invalid').toLowerCase().optional()),
  phone: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(40, 'phone_invalid')
      .regex(/^\+?[\d\s().-]{6,40}$/, 'phone_invalid')
      .optional(),
  ),
  /** The ticker on the stock exchange, in capitals. */
  stock_code: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{1,16}$/, 'stock_code_invalid')
      .optional(),
  ),
  main_field: plainText(255),
  secondary_field: plainText(255),
  description: richTextField,
  description_en: richTextField,
  active: activeFlag,
});
export type InvestorInput = z.output<typeof investorBody>;

export const adminInvestorSearchQuery = adminSearchQuery(['id', 'created_at', 'name', 'founding_year', 'project_count'], 'id,desc');

/** `keyword` matches the name, the company name, the stock code and the permalink, with or without diacritics. */
export const adminInvestorSearchBody = z.preprocess(
  (value) => value ?? {},
  z.strictObject({
    keyword: keywordField,
    active: optionalFlag,
    province_id: optionalId,
  }),
);

export const adminInvestorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company_name: z.string().nullable(),
  permalink: z.string(),
  logo_url: z.string().nullable(),
  founding_year: z.number().int().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  province: namedRef.nullable(),
  district: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  stock_code: z.string().nullable(),
  main_field: z.string().nullable(),
  secondary_field: z.string().nullable(),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  /** Every project of the investor; `active_project_count` is what the public pages show. */
  project_count: z.number().int(),
  active_project_count: z.number().int(),
  active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminInvestor = z.infer<typeof adminInvestorSchema>;

export const investorIdParam = z.strictObject({ id: requiredId });

export const changeActiveQuery = z.strictObject({
  id: requiredId,
  active: z.preprocess(blank, z.union([z.boolean(), booleanQuery], { error: 'invalid' })),
});

const access = { permission: 'report-manage/investor' } as const;

export const adminInvestorEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/investor/search',
    access,
    summary: 'Investors by name, company, stock code or permalink, active flag and province, with their number of projects',
    query: adminInvestorSearchQuery,
    body: adminInvestorSearchBody,
    reply: pageSchema(adminInvestorSchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/investor/:id',
    access,
    summary: 'One investor, active or not',
    params: investorIdParam,
    reply: adminInvestorSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/investor',
    access,
    summary: 'Create an investor; a blank permalink is made from the name, a typed one must be free',
    body: investorBody,
    reply: adminInvestorSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/investor/:id',
    access,
    summary: 'Replace an investor; the description is sanitised',
    params: investorIdParam,
    body: investorBody,
    reply: adminInvestorSchema,
  }),
  changeActive: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/investor/change-active',
    access,
    summary: 'Hide an investor from the public pages, or show it again',
    query: changeActiveQuery,
    reply: adminInvestorSchema,
  }),
};

import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { pageSchema } from './envelope.ts';

/** Every system-setting key the site reads; a setting is a name and a value. */
export const settingKeys = [
  'page_share_image',
  'page_title',
  'about_page',
  'favicon',
  'description',
  'qa_cover',
  'contact_cover',
  'report_video_list',
  'ambassador_register_image_mobile',
  'ambassador_register_image_pc',
  'ambassador_register_image_vertical',
  'home_banner_desktop',
  'home_banner_mobile',
  'banner_ads_media',
  'banner_ads_url',
  'banner_ads_show',
  'ambassador_success_text',
  'ambassador_intro_text',
  'intro_video',
  'home_video_link',
  'company_profile_pdf',
  'bank_name',
  'bank_bin',
  'bank_account_number',
  'bank_account_name',
  'shop_name',
  'tax_code_line',
  'hotline',
  'contact_email',
  'map_provider',
] as const;
export type SettingKey = (typeof settingKeys)[number];

/** Settings whose value is staff-written HTML, shown as rich text and kept to its allowlist. */
export const richTextSettingKeys = ['about_page'] as const satisfies readonly SettingKey[];

export const settingSchema = z.object({ name: z.string(), value: z.string() });
export type Setting = z.infer<typeof settingSchema>;

export const SETTING_PAGE_SIZE = 100;

export const settingSearchQuery = z.strictObject({
  page: z.coerce.number().int().min(1, 'invalid_number').max(10_000, 'too_big').default(1),
  page_size: z.coerce.number().int().min(1, 'invalid_number').max(SETTING_PAGE_SIZE, 'too_big').default(SETTING_PAGE_SIZE),
});

/** The body is the list of names wanted; an empty list asks for every public setting. */
export const settingSearchBody = z.array(z.string().min(1, 'required').max(100, 'too_long')).max(100, 'too_big').default([]);

export const settingEndpoints = {
  search: defineEndpoint({
    method: 'POST',
    path: '/v1/public/system-setting/search',
    access: 'public',
    summary: 'System settings by name (an empty list returns them all)',
    query: settingSearchQuery,
    body: settingSearchBody,
    reply: pageSchema(settingSchema),
  }),
};

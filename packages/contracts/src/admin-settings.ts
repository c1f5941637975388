import { z } from 'zod';
import { defineEndpoint, timestamp } from './endpoint.ts';
import { noQuery } from './list-query.ts';
import type { Locale } from './locale.ts';
import { patterns } from './validation.ts';
import { settingKeys, type SettingKey } from './settings.ts';

/** What a setting holds, which decides its input on the settings screen and how its value is checked. */
export type SettingKind =
  | 'text'
  | 'long_text'
  | 'rich_text'
  | 'image'
  | 'images'
  | 'file'
  | 'link'
  | 'switch'
  | 'video'
  | 'videos'
  | 'email'
  | 'phone'
  | 'bank_bin'
  | 'bank_account'
  | 'map_provider';

export const settingKinds = {
  page_share_image: 'image',
  page_title: 'text',
  about_page: 'rich_text',
  favicon: 'image',
  description: 'long_text',
  qa_cover: 'image',
  contact_cover: 'image',
  report_video_list: 'videos',
  ambassador_register_image_mobile: 'image',
  ambassador_register_image_pc: 'image',
  ambassador_register_image_vertical: 'image',
  home_banner_desktop: 'images',
  home_banner_mobile: 'images',
  banner_ads_media: 'image',
  banner_ads_url: 'link',
  banner_ads_show: 'switch',
  ambassador_success_text: 'long_text',
  ambassador_intro_text: 'long_text',
  intro_video: 'video',
  home_video_link: 'video',
  company_profile_pdf: 'file',
  bank_name: 'text',
  bank_bin: 'bank_bin',
  bank_account_number: 'bank_account',
  bank_account_name: 'text',
  shop_name: 'text',
  tax_code_line: 'text',
  hotline: 'phone',
  contact_email: 'email',
  map_provider: 'map_provider',
} as const satisfies Record<SettingKey, SettingKind>;

/** Settings the site cannot do without: a blank one is refused. */
export const requiredSettingKeys = ['page_title', 'shop_name'] as const satisfies readonly SettingKey[];

export const mapProviders = ['eKaMap', 'google', 'image'] as const;
export const SETTING_TEXT_MAX = 255;
export const SETTING_LONG_TEXT_MAX = 2000;
export const SETTING_RICH_TEXT_MAX = 100_000;
export const SETTING_IMAGES_MAX = 10;
export const SETTING_VIDEOS_MAX = 50;
const ADDRESS_MAX = 2000;

/** A page of the shop (`/reports`) or a page elsewhere over https. */
const linkPattern = /^(?:https:\/\/[^\s/$.?#]\S*|\/(?![/\\])\S*)$/i;

const trimmed = (max: number, message: string) => z.string({ error: 'invalid' }).trim().max(max, message);
/** Blank is allowed and clears the setting; anything else must match. */
const blankOr = (max: number, tooLong: string, pattern: RegExp, message: string) =>
  trimmed(max, tooLong).refine((value) => value === '' || pattern.test(value), message);

export const reportVideoSchema = z.strictObject({
  title: trimmed(SETTING_TEXT_MAX, 'text_max_255').min(1, 'video_title_required'),
  /** Blank shows the Vietnamese title on English pages too. */
  title_en: trimmed(SETTING_TEXT_MAX, 'text_max_255').default(''),
  url: trimmed(ADDRESS_MAX, 'too_big').regex(patterns.youtubeUrl, 'youtube_url_invalid'),
});
export type ReportVideo = z.output<typeof reportVideoSchema>;

const kindSchemas = {
  text: trimmed(SETTING_TEXT_MAX, 'text_max_255'),
  long_text: trimmed(SETTING_LONG_TEXT_MAX, 'text_max_2000'),
  // Kept to the rich-text allowlist by the server when stored.
  rich_text: z.string({ error: 'invalid' }).max(SETTING_RICH_TEXT_MAX, 'rich_text_too_long'),
  image: blankOr(ADDRESS_MAX, 'too_big', patterns.pictureUrl, 'image_url_invalid'),
  images: z
    .array(trimmed(ADDRESS_MAX, 'too_big').regex(patterns.pictureUrl, 'image_url_invalid'), { error: 'invalid' })
    .max(SETTING_IMAGES_MAX, 'images_too_many'),
  file: blankOr(ADDRESS_MAX, 'too_big', patterns.pictureUrl, 'url_invalid'),
  link: blankOr(ADDRESS_MAX, 'too_big', linkPattern, 'link_invalid'),
  switch: z.boolean({ error: 'invalid' }),
  video: blankOr(ADDRESS_MAX, 'too_big', patterns.youtubeUrl, 'youtube_url_invalid'),
  videos: z.array(reportVideoSchema, { error: 'invalid' }).max(SETTING_VIDEOS_MAX, 'videos_too_many'),
  email: blankOr(SETTING_TEXT_MAX, 'text_max_255', patterns.email, 'email_invalid'),
  phone: blankOr(20, 'phone_digits', /^\+?[\d .()-]{3,20}$/, 'phone_digits'),
  bank_bin: blankOr(6, 'bank_bin_invalid', /^\d{6}$/, 'bank_bin_invalid'),
  bank_account: blankOr(19, 'bank_account_invalid', /^\d{6,19}$/, 'bank_account_invalid'),
  map_provider: z.enum(mapProviders, { error: 'map_provider_invalid' }),
} satisfies Record<SettingKind, z.ZodType>;

type Kinds = typeof settingKinds;
type KindSchemas = typeof kindSchemas;
export type SettingValue<K extends SettingKey> = z.output<KindSchemas[Kinds[K]]>;
/** Every setting as staff edit it: lists as lists, switches as booleans. */
export type SiteSettings = { [K in SettingKey]: SettingValue<K> };

function fieldSchema(key: SettingKey): z.ZodType {
  const schema = kindSchemas[settingKinds[key]];
  return (requiredSettingKeys as readonly string[]).includes(key)
    ? (schema as z.ZodString).min(1, key === 'page_title' ? 'page_title_required' : 'required')
    : schema;
}

/** Some settings at a time (one group of the screen); the rest stay as they are. */
export const settingsChangeBody = z.strictObject(
  Object.fromEntries(settingKeys.map((key) => [key, fieldSchema(key).optional()])) as {
    [K in SettingKey]: z.ZodOptional<KindSchemas[Kinds[K]]>;
  },
);
export type SettingsChange = z.output<typeof settingsChangeBody>;

const replyShapes = {
  text: z.string(),
  long_text: z.string(),
  rich_text: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  file: z.string(),
  link: z.string(),
  switch: z.boolean(),
  video: z.string(),
  videos: z.array(z.object({ title: z.string(), title_en: z.string(), url: z.string() })),
  email: z.string(),
  phone: z.string(),
  bank_bin: z.string(),
  bank_account: z.string(),
  map_provider: z.string(),
} satisfies Record<SettingKind, z.ZodType>;

export const adminSettingsSchema = z.object({
  values: z.object(
    Object.fromEntries(settingKeys.map((key) => [key, replyShapes[settingKinds[key]]])) as {
      [K in SettingKey]: (typeof replyShapes)[Kinds[K]];
    },
  ),
  /** When each setting was last changed; null for one never stored. */
  updated_at: z.record(z.string(), timestamp.nullable()),
});
export type AdminSettings = z.output<typeof adminSettingsSchema>;

/** Lists and switches are stored as text: a JSON list, `true` or `false`. */
export function storedSettingText<K extends SettingKey>(key: K, value: SettingValue<K>): string {
  const kind: SettingKind = settingKinds[key];
  if (kind === 'images' || kind === 'videos') return JSON.stringify(value);
  if (kind === 'switch') return value ? 'true' : 'false';
  return value as string;
}

function jsonList(text: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** A stored setting as staff edit it; a value that cannot be read becomes empty rather than an error. */
export function settingFromText(key: SettingKey, text: string | undefined): SiteSettings[SettingKey] {
  const value = text ?? '';
  switch (settingKinds[key] as SettingKind) {
    case 'images': {
      const trimmedValue = value.trim();
      if (trimmedValue && !trimmedValue.startsWith('[')) return [trimmedValue];
      return jsonList(trimmedValue).filter((item): item is string => typeof item === 'string' && item.trim() !== '');
    }
    case 'videos':
      return jsonList(value).flatMap((item) => {
        const video = item as Partial<Record<'title' | 'title_en' | 'url', unknown>> | null;
        return video && typeof video.url === 'string'
          ? [{ title: String(video.title ?? ''), title_en: String(video.title_en ?? ''), url: video.url }]
          : [];
      });
    case 'switch':
      return value === 'true';
    case 'map_provider':
      return (mapProviders as readonly string[]).includes(value) ? value : 'image';
    default:
      return value;
  }
}

export const adminSettingsMessages = {
  saved: { vi: 'Đã lưu cấu hình, trang công khai đã được cập nhật.', en: 'Settings saved; the public site shows them now.' },
} as const satisfies Record<string, Record<Locale, string>>;

const access = { permission: 'system/settings' } as const;

export const adminSettingsEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/system-setting',
    access,
    summary: 'Every system setting as staff edit it: lists as lists, switches as booleans',
    query: noQuery,
    reply: adminSettingsSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/system-setting',
    access,
    summary: 'Change some settings; rich text is kept to the allowlist and the public pages refresh at once',
    body: settingsChangeBody,
    reply: adminSettingsSchema,
  }),
};

import { cache } from 'react';
import type { SettingKey } from '@app/contracts/settings';
import { getLocale } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { defaultLocale } from '@app/contracts/locale';
import { routing } from '@/i18n/routing';
import { pageCacheTags } from '@app/contracts/page-cache';
import { publicCache } from '@/lib/public-cache';
import { searchSettings, type SettingValues } from './search-settings';

/** The settings the public pages need, fetched once per server render and kept in the data cache. */
export const SITE_SETTING_NAMES = [
  'page_title',
  'description',
  'page_share_image',
  'home_banner_desktop',
  'home_banner_mobile',
  'company_profile_pdf',
  'tax_code_line',
  'hotline',
  'contact_email',
  'banner_ads_media',
  'banner_ads_url',
  'banner_ads_show',
  'map_provider',
  'about_page',
  'qa_cover',
  'contact_cover',
  'intro_video',
  'favicon',
  'home_video_link',
  'report_video_list',
] as const satisfies readonly SettingKey[];

/**
 * Never throws: without the API the site still renders, with its built-in texts. Settings are
 * public, so no visitor cookie is read and the answer is kept in Next's data cache.
 */
export const getSiteSettings = cache(async (): Promise<SettingValues> => {
  try {
    const locale = await getLocale();
    const context = { locale: hasLocale(routing.locales, locale) ? locale : defaultLocale };
    return await searchSettings(SITE_SETTING_NAMES, context, undefined, publicCache(pageCacheTags.settings));
  } catch {
    return {};
  }
});

import { cache } from 'react';
import type { SettingKey } from '@app/contracts/settings';
import { getServerContext } from '@/lib/server-context';
import { searchSettings, type SettingValues } from './search-settings';

/** The settings the public layout and the home page need, fetched once per server render. */
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
] as const satisfies readonly SettingKey[];

/** Never throws: without the API the site still renders, with its built-in texts. */
export const getSiteSettings = cache(async (): Promise<SettingValues> => {
  try {
    return await searchSettings(SITE_SETTING_NAMES, await getServerContext());
  } catch {
    return {};
  }
});

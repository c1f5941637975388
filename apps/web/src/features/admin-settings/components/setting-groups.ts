import type { SettingKey } from '@app/contracts/settings';

/** The screen's sections, as staff think of the site: each key once, saved a section at a time. */
export const settingGroups = [
  { id: 'home', keys: ['home_banner_desktop', 'home_banner_mobile', 'home_video_link'] },
  { id: 'popup', keys: ['banner_ads_show', 'banner_ads_media', 'banner_ads_url'] },
  { id: 'site', keys: ['shop_name', 'page_title', 'description', 'favicon', 'page_share_image'] },
  { id: 'about', keys: ['about_page', 'intro_video', 'company_profile_pdf'] },
  { id: 'videos', keys: ['report_video_list'] },
  { id: 'support', keys: ['qa_cover', 'contact_cover', 'hotline', 'contact_email', 'tax_code_line', 'map_provider'] },
  {
    id: 'ambassador',
    keys: [
      'ambassador_register_image_pc',
      'ambassador_register_image_mobile',
      'ambassador_register_image_vertical',
      'ambassador_intro_text',
      'ambassador_success_text',
    ],
  },
  { id: 'payment', keys: ['bank_name', 'bank_bin', 'bank_account_number', 'bank_account_name'] },
] as const satisfies readonly { id: string; keys: readonly SettingKey[] }[];

export type SettingGroupId = (typeof settingGroups)[number]['id'];

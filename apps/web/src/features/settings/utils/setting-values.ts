import { settingFromText, type ReportVideo } from '@app/contracts/admin-settings';
import type { Locale } from '@app/contracts/locale';
import { youtubeId } from '@/lib/youtube';

/**
 * A picture setting holds one URL, or a JSON list of URLs when staff upload several (the home
 * banners). Anything unreadable counts as no picture.
 */
export function imageUrls(value: string | undefined): string[] {
  const text = value?.trim();
  if (!text) return [];
  if (!text.startsWith('[')) return [text];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim())
      : [];
  } catch {
    return [];
  }
}

/** The site's own icon, used while staff have not chosen one. */
export const DEFAULT_FAVICON = '/icon.svg';

/** The icon staff chose in the `favicon` setting, or the site's own. */
export function faviconUrl(value: string | undefined): string {
  return value?.trim() || DEFAULT_FAVICON;
}

export interface SiteVideo {
  title: string;
  url: string;
}

/**
 * The report videos of the `report_video_list` setting in the page's language: staff write each
 * title in Vietnamese and may add an English one, which English pages show when present. A video
 * whose link is not a YouTube video is left out rather than shown as a player that cannot play.
 */
export function reportVideos(value: string | undefined, locale: Locale): SiteVideo[] {
  const videos = settingFromText('report_video_list', value) as ReportVideo[];
  return videos.flatMap(({ title, title_en, url }) => {
    const shown = (locale === 'en' && title_en.trim()) || title.trim();
    return youtubeId(url) && shown ? [{ title: shown, url: url.trim() }] : [];
  });
}

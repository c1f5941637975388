/**
 * The promotional banner is shown once per visitor: the first showing sets
 * a flag for 7 days; closing it sets the flag for 360 days. While a flag holds, the banner stays away.
 */
export const BANNER_FLAG_KEY = 'promo-banner-hidden-until';
export const FIRST_SHOW_DAYS = 7;
export const CLOSED_DAYS = 360;

const DAY_MS = 24 * 60 * 60 * 1000;

export function shouldShowBanner(storedUntil: string | null, now: number): boolean {
  const until = Number(storedUntil);
  return !storedUntil || !Number.isFinite(until) || until <= now;
}

export function flagUntil(days: number, now: number): string {
  return String(now + days * DAY_MS);
}

/** A banner setting is on for 'true', '1', 'yes' or 'on'; off otherwise. */
export function isBannerEnabled(show: string | undefined, media: string | undefined): boolean {
  return Boolean(media?.trim()) && ['true', '1', 'yes', 'on'].includes(show?.trim().toLowerCase() ?? '');
}

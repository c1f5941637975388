import { describe, expect, it } from 'vitest';
import { CLOSED_DAYS, FIRST_SHOW_DAYS, flagUntil, isBannerEnabled, shouldShowBanner } from './banner-flag';

const now = Date.parse('2026-01-01T00:00:00Z');
const day = 24 * 60 * 60 * 1000;

describe('shouldShowBanner', () => {
  it('shows the banner to a visitor without a flag', () => {
    expect(shouldShowBanner(null, now)).toBe(true);
  });

  it('keeps it away for 7 days after the first showing', () => {
    const flag = flagUntil(FIRST_SHOW_DAYS, now);
    expect(shouldShowBanner(flag, now + 6 * day)).toBe(false);
    expect(shouldShowBanner(flag, now + 7 * day)).toBe(true);
  });

  it('keeps it away for 360 days once closed', () => {
    const flag = flagUntil(CLOSED_DAYS, now);
    expect(shouldShowBanner(flag, now + 359 * day)).toBe(false);
    expect(shouldShowBanner(flag, now + 360 * day)).toBe(true);
  });

  it('treats an unreadable flag as none', () => {
    expect(shouldShowBanner('soon', now)).toBe(true);
  });
});

describe('isBannerEnabled', () => {
  it('needs the show setting on and a picture', () => {
    expect(isBannerEnabled('true', '/files/images/banners/ads.png')).toBe(true);
    expect(isBannerEnabled('false', '/files/images/banners/ads.png')).toBe(false);
    expect(isBannerEnabled('true', ' ')).toBe(false);
  });
});

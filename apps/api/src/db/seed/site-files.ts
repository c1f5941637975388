/** Storage keys of the site-wide files that the settings point at; the demo seed draws them. */
export const siteFileKeys = {
  shareImage: 'images/site/share.png',
  favicon: 'images/site/favicon.png',
  qaCover: 'images/site/qa-cover.png',
  contactCover: 'images/site/contact-cover.png',
  ambassadorPc: 'images/site/ambassador-register-pc.png',
  ambassadorMobile: 'images/site/ambassador-register-mobile.png',
  ambassadorVertical: 'images/site/ambassador-register-vertical.png',
  bannerDesktop: ['images/banners/home-desktop-1.png', 'images/banners/home-desktop-2.png'],
  bannerMobile: ['images/banners/home-mobile-1.png', 'images/banners/home-mobile-2.png'],
  adsPopup: 'images/banners/ads-popup.png',
  companyProfile: 'documents/company-profile.pdf',
} as const;

/** The API serves storage under `/files/`. */
export function fileUrl(key: string): string {
  return `/files/${key}`;
}

import localFont from 'next/font/local';

/*
 * One file per weight holds both the Latin and the Vietnamese characters (decision 0174): every
 * page shows Vietnamese words, in English too, so the two subsets were always fetched together, and
 * two requests instead of four leave a phone's connections free for the page's largest picture.
 * Both files are preloaded (decision 0172): text laid out before its face has arrived is shaped with
 * system fallbacks, looked up through fontconfig, then laid out again. The size-adjusted Arial
 * fallback keeps text from shifting on a slow network where the faces arrive late. Two weights only:
 * medium text (500) is drawn with the regular face.
 */
export const beVietnamPro = localFont({
  src: [
    { path: './be-vietnam-pro-400.woff2', weight: '400', style: 'normal' },
    { path: './be-vietnam-pro-700.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  adjustFontFallback: 'Arial',
  variable: '--font-be-vietnam-pro',
});

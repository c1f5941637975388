import localFont from 'next/font/local';

/*
 * next/font/local cannot give each file its own unicode-range, so each subset is its own family,
 * limited to its characters. The page stacks both (see FONT_STACK), and the latin family carries the
 * size-adjusted fallback that keeps text from shifting while the fonts load. Both are preloaded:
 * every page shows Vietnamese words (names of places and projects, in English too), and text laid out
 * before its face has arrived is shaped with system fallbacks, each looked up through fontconfig
 * (4 to 7 ms a family and size in Chromium on Linux), then laid out again when the face arrives
 * (decision 0172). Two weights only: every font file is bytes that a phone on a slow network fetches
 * before the page is complete, and medium text (500) is drawn with the regular face.
 */
export const beVietnamProVietnamese = localFont({
  src: [
    { path: './be-vietnam-pro-vietnamese-400-normal.woff2', weight: '400', style: 'normal' },
    { path: './be-vietnam-pro-vietnamese-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0102-0103, U+0110-0111, U+0128-0129, U+0168-0169, U+01A0-01A1, U+01AF-01B0, U+0300-0301, U+0303-0304, U+0308-0309, U+0323, U+0329, U+1EA0-1EF9, U+20AB',
    },
  ],
  display: 'swap',
  adjustFontFallback: false,
  variable: '--font-be-vietnam-pro-vi',
});

export const beVietnamProLatin = localFont({
  src: [
    { path: './be-vietnam-pro-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: './be-vietnam-pro-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
  display: 'swap',
  adjustFontFallback: 'Arial',
  variable: '--font-be-vietnam-pro-latin',
});

export const fontVariables = `${beVietnamProVietnamese.variable} ${beVietnamProLatin.variable}`;

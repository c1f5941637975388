import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Shades around the brand gold #b2842d (index 6). */
const brand: MantineColorsTuple = [
  '#fbf5e9',
  '#f6e9cf',
  '#f0d7a8',
  '#e0c185',
  '#d7ae60',
  '#cf9d40',
  '#b2842d',
  '#926d25',
  '#7a5b1f',
  '#5e4518',
];

export const FONT_STACK = 'var(--font-be-vietnam-pro), system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  // White text on shade 6 has a contrast of 3.4:1; shade 7 passes WCAG AA (4.8:1) for buttons and links.
  primaryShade: 7,
  colors: { brand },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '700' },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

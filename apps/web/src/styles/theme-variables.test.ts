import { describe, expect, it } from 'vitest';
import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { theme } from '@/config/theme';

type Variables = Record<string, string>;

const changed = (ours: Variables, defaults: Variables): Variables =>
  Object.fromEntries(Object.entries(ours).filter(([name, value]) => defaults[name] !== value));

describe('theme variables', () => {
  // MantineProvider would compute these in every visitor's browser while the page hydrates; the site
  // serves them as a stylesheet instead. After a change to config/theme.ts, `npx vitest run -u` rewrites it.
  it('theme-variables.css holds what the theme changes from Mantine’s defaults', async () => {
    const ours = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
    const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
    const css = convertCssVariables({
      variables: changed(ours.variables, defaults.variables),
      light: changed(ours.light, defaults.light),
      dark: changed(ours.dark, defaults.dark),
    });
    expect(css).toContain('--mantine-color-brand-6: #b2842d');
    await expect(`${css}\n`).toMatchFileSnapshot('./theme-variables.css');
  });
});

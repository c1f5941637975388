import { describe, expect, it } from 'vitest';
import vi from './vi';
import en from './en';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

describe('messages', () => {
  const viKeys = Object.keys(flatten(vi));
  const enKeys = Object.keys(flatten(en));

  it('have the same keys in Vietnamese and English', () => {
    expect(enKeys.sort()).toEqual(viKeys.sort());
  });

  it('have no empty text', () => {
    for (const [key, text] of [...Object.entries(flatten(vi)), ...Object.entries(flatten(en))]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('claim the 63 provinces and more than 10,000 data items on the home page', () => {
    expect(vi.home.heroTitle).toContain('63 tỉnh thành');
    expect(vi.home.heroSubtitle).toContain('Hơn 10.000 dữ liệu');
  });
});

import { describe, expect, it } from 'vitest';
import { freePermalink, permalinkSchema, slugify } from './permalink.ts';

describe('permalinks', () => {
  it('drop Vietnamese diacritics and join words with dashes', () => {
    expect(slugify('Căn hộ Đà Nẵng — Quý 3/2026')).toBe('can-ho-da-nang-quy-3-2026');
    expect(slugify('  ??  ')).toBe('');
  });

  it('take the first free suffix', async () => {
    const taken = new Set(['bao-cao', 'bao-cao-2']);
    await expect(freePermalink('Báo cáo', async (candidate) => taken.has(candidate))).resolves.toBe('bao-cao-3');
    await expect(freePermalink('!!!', async () => false)).resolves.toBe('item');
  });

  it('refuse what staff type outside the made shape', () => {
    expect(permalinkSchema.safeParse('bao-cao-2026').success).toBe(true);
    for (const bad of ['Bao-cao', 'bao cao', '-bao', 'bao--cao', '../x', 'a'.repeat(201)])
      expect(permalinkSchema.safeParse(bad).success, bad).toBe(false);
  });
});

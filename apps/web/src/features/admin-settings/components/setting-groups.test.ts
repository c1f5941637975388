import { describe, expect, it } from 'vitest';
import { settingKeys } from '@app/contracts/settings';
import { settingGroups } from './setting-groups';

describe('the settings screen sections', () => {
  it('show every setting once', () => {
    const shown = settingGroups.flatMap((group) => [...group.keys]);
    expect([...shown].sort()).toEqual([...settingKeys].sort());
    expect(new Set(shown).size).toBe(shown.length);
  });
});

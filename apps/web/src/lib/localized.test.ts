import { describe, expect, it } from 'vitest';
import { localized } from './localized';

describe('localized', () => {
  it('keeps the Vietnamese text on Vietnamese pages', () => {
    expect(localized('vi', 'Hà Nội', 'Ha Noi')).toBe('Hà Nội');
  });

  it('uses the English text on English pages when there is one', () => {
    expect(localized('en', 'Hà Nội', 'Ha Noi')).toBe('Ha Noi');
    expect(localized('en', 'Hà Nội', '  ')).toBe('Hà Nội');
    expect(localized('en', 'Hà Nội', null)).toBe('Hà Nội');
  });
});

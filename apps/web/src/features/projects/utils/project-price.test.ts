import { describe, expect, it } from 'vitest';
import { formatProjectPrice } from './project-price';

describe('formatProjectPrice', () => {
  it('writes millions per square metre in each language', () => {
    expect(formatProjectPrice(82.5, 'vi')).toBe('82,5 triệu/m²');
    expect(formatProjectPrice(115, 'en')).toBe('VND 115M/m²');
  });
});

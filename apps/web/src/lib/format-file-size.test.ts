import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('picks the unit and writes decimals the reader’s way', () => {
    expect(formatFileSize(726, 'vi')).toBe('726 B');
    expect(formatFileSize(34_637, 'vi')).toBe('34 KB');
    expect(formatFileSize(5_872_025, 'vi')).toBe('5,6 MB');
    expect(formatFileSize(5_872_025, 'en')).toBe('5.6 MB');
    expect(formatFileSize(2_516_582, 'vi')).toBe('2,4 MB');
  });
});

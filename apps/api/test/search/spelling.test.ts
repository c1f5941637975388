import { describe, expect, it } from 'vitest';
import { closestWord, correctKeyword, editDistance } from '../../src/modules/search/spelling.js';

const words = new Map([
  ['dat', 40],
  ['xanh', 12],
  ['da', 30],
  ['nang', 25],
  ['nam', 50],
  ['vinhomes', 9],
  ['ha', 60],
  ['noi', 45],
  ['gia', 20],
  ['hoang', 18],
]);

describe('spelling correction', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    expect(editDistance('xnah', 'xanh', 2)).toBe(1);
    expect(editDistance('vinhomse', 'vinhomes', 2)).toBe(1);
    expect(editDistance('vinhome', 'vinhomes', 2)).toBe(1);
    expect(editDistance('nang', 'nam', 2)).toBe(2);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('picks the closest word, the most used among equals, and nothing too far', () => {
    expect(closestWord('nagn', words)).toBe('nang');
    expect(closestWord('nan', words)).toBe('nam');
    expect(closestWord('vinhmoes', words)).toBe('vinhomes');
    expect(closestWord('zzzz', words)).toBeNull();
  });

  it('corrects only the unknown words of three letters or more', () => {
    expect(correctKeyword('dat xnah', words)).toBe('dat xanh');
    expect(correctKeyword('da nagn', words)).toBe('da nang');
    expect(correctKeyword('hoang gai', words)).toBe('hoang gia');
    expect(correctKeyword('ha noi', words)).toBeNull();
    expect(correctKeyword('xy', words)).toBeNull();
  });
});

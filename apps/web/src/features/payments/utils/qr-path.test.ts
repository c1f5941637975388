import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path';

describe('qrPath', () => {
  it('draws each run of dark modules in a row as one rectangle', () => {
    const modules = [
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ];
    expect(qrPath(modules)).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it('covers exactly the dark modules of a real VietQR payload', () => {
    const payload =
      '00020101021238570010A00000072701270006970436011304510001234560208QRIBFTTA5303704540719900005802VN62220818khachhang_221120266304D1EE';
    const { data } = encode(payload, { ecc: 'M', border: 0 });
    const dark = data.flat().filter(Boolean).length;
    const area = [...qrPath(data).matchAll(/h(\d+)v1/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(area).toBe(dark);
  });
});

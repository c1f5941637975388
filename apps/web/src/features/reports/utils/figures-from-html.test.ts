import { describe, expect, it } from 'vitest';
import { figuresFromHtml, readNumber } from './figures-from-html';

describe('readNumber', () => {
  it('reads Vietnamese and English writing of numbers', () => {
    expect(readNumber('1.867 căn')).toBe(1867);
    expect(readNumber('89,0 triệu đồng/m²')).toBe(89);
    expect(readNumber('1,867 units')).toBe(1867);
    expect(readNumber('7,4%')).toBe(7.4);
    expect(readNumber('1.234.567')).toBe(1234567);
    expect(readNumber('12.5')).toBe(12.5);
    expect(readNumber('-3,2%')).toBe(-3.2);
  });

  it('finds no number in plain words', () => {
    expect(readNumber('đang cập nhật')).toBeNull();
  });
});

describe('figuresFromHtml', () => {
  it('reads the rows of the first table under its header', () => {
    const html = `<p>Intro</p><table><thead><tr><th>Quý</th><th>Giá (triệu đồng/m²)</th></tr></thead>
      <tbody><tr><td>Q1/2025</td><td>82,5</td></tr><tr><td>Q2/2025</td><td>84,1</td></tr><tr><td>Ghi chú</td><td></td></tr></tbody></table>`;
    expect(figuresFromHtml(html)).toEqual({
      heading: 'Giá (triệu đồng/m²)',
      figures: [
        { label: 'Q1/2025', value: 82.5, text: '82,5' },
        { label: 'Q2/2025', value: 84.1, text: '84,1' },
      ],
    });
  });

  it('draws nothing without a table or with a single figure', () => {
    expect(figuresFromHtml('<p>Không có bảng</p>')).toBeNull();
    expect(figuresFromHtml('<table><tr><td>A</td><td>1</td></tr></table>')).toBeNull();
    expect(figuresFromHtml(null)).toBeNull();
  });
});

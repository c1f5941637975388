import type { Random } from '../random.js';

export interface Segment {
  code: string;
  vi: string;
  en: string;
  unitVi: string;
  /** Base price in million đồng per m² and base quarterly supply for a large city. */
  price: number;
  supply: number;
}

export const segments: Record<string, Segment> = {
  apartment: { code: 'apartment', vi: 'căn hộ', en: 'apartment', unitVi: 'căn', price: 62, supply: 6_500 },
  land: { code: 'land', vi: 'đất nền', en: 'land plot', unitVi: 'nền', price: 28, supply: 2_400 },
  landed: { code: 'landed', vi: 'nhà phố – biệt thự', en: 'landed housing', unitVi: 'căn', price: 135, supply: 1_300 },
  resort: { code: 'resort', vi: 'bất động sản nghỉ dưỡng', en: 'resort property', unitVi: 'sản phẩm', price: 68, supply: 1_800 },
  industrial: { code: 'industrial', vi: 'bất động sản công nghiệp', en: 'industrial property', unitVi: 'ha', price: 4.1, supply: 260 },
  office: { code: 'office', vi: 'văn phòng cho thuê', en: 'office leasing', unitVi: 'm² sàn', price: 0.62, supply: 48_000 },
};

export interface QuarterFigures {
  label: string;
  supply: number;
  absorption: number;
  price: number;
  transactions: number;
}

const roman = ['I', 'II', 'III', 'IV'];

export function quarterLabel(year: number, quarter: number): string {
  return `Q${quarter}/${year}`;
}

export function quarterLabelVi(year: number, quarter: number): string {
  return `quý ${roman[quarter - 1]}/${year}`;
}

/** Eight quarters ending at the given one, with a gentle trend and some noise. */
export function quarterSeries(random: Random, segment: Segment, scale: number, year: number, quarter: number): QuarterFigures[] {
  const series: QuarterFigures[] = [];
  // `scale` sizes the market (supply); prices vary by place but not with market size.
  let price = segment.price * (0.75 + random.next() * 0.5);
  for (let i = 7; i >= 0; i--) {
    const index = year * 4 + (quarter - 1) - i;
    const supply = Math.round(segment.supply * scale * (0.55 + random.next() * 0.8));
    const absorption = Math.round(55 + random.next() * 35);
    price *= 1 + (random.next() * 0.06 - 0.012);
    series.push({
      label: quarterLabel(Math.floor(index / 4), (index % 4) + 1),
      supply,
      absorption,
      price: Math.round(price * 10) / 10,
      transactions: Math.round((supply * absorption) / 100),
    });
  }
  return series;
}

export const formatVi = (value: number, digits = 0): string =>
  value.toLocaleString('vi-VN', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function percentChange(from: number, to: number): number {
  return Math.round(((to - from) / from) * 1000) / 10;
}

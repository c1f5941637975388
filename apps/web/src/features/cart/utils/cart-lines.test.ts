import { describe, expect, it } from 'vitest';
import type { Cart, PricedItem, PublicCart } from '@app/contracts/cart';
import { groupByReport, linesFromPublic, linesFromServer, payableLines, sumOriginalPrices, sumPrices } from './cart-lines';

const priced = (report_id: number, type_id: number, price: number): PricedItem => ({
  report_id,
  type_id,
  report: { id: report_id, title: `Báo cáo ${report_id}`, title_en: null, permalink: `bao-cao-${report_id}`, cover_url: null },
  package: { id: type_id, name: `Gói ${type_id}`, name_en: null, level: type_id },
  price,
  original_price: price + 500_000,
});

describe('cart lines', () => {
  it('take the server cart’s ids, ticks and issues', () => {
    const cart: Cart = {
      items: [{ ...priced(39, 3, 4_990_000), id: 7, selected: false, issue: 'owned' }],
      count: 1,
      subtotal: 0,
      original_subtotal: 0,
      dropped: [],
    };
    expect(linesFromServer(cart)).toMatchObject([{ key: '39:3', cartItemId: 7, selected: false, issue: 'owned', price: 4_990_000 }]);
  });

  it('take a visitor’s ticks from the browser, ticked when unknown', () => {
    const cart: PublicCart = {
      items: [priced(39, 3, 4_990_000), priced(40, 2, 1_990_000)],
      subtotal: 0,
      original_subtotal: 0,
      dropped: [],
    };
    const lines = linesFromPublic(cart, [{ report_id: 39, type_id: 3, selected: false }]);
    expect(lines.map((line) => [line.key, line.cartItemId, line.selected])).toEqual([
      ['39:3', null, false],
      ['40:2', null, true],
    ]);
  });

  it('group packages by report in the order reports first appear', () => {
    const cart: PublicCart = {
      items: [priced(40, 2, 1), priced(39, 3, 2), priced(40, 4, 3)],
      subtotal: 0,
      original_subtotal: 0,
      dropped: [],
    };
    const groups = groupByReport(linesFromPublic(cart, []));
    expect(groups.map((group) => [group.report.id, group.lines.map((line) => line.type_id)])).toEqual([
      [40, [2, 4]],
      [39, [3]],
    ]);
  });

  it('total only the ticked lines that can be bought, in whole đồng', () => {
    const cart: Cart = {
      items: [
        { ...priced(39, 3, 4_990_000), id: 1, selected: true, issue: null },
        { ...priced(40, 2, 1_990_000), id: 2, selected: false, issue: null },
        { ...priced(41, 2, 1_990_000), id: 3, selected: true, issue: 'unavailable' },
        { ...priced(42, 2, 990_000), id: 4, selected: true, issue: null },
      ],
      count: 4,
      subtotal: 0,
      original_subtotal: 0,
      dropped: [],
    };
    const payable = payableLines(linesFromServer(cart));
    expect(payable.map((line) => line.cartItemId)).toEqual([1, 4]);
    expect(sumPrices(payable)).toBe(5_980_000);
    expect(sumOriginalPrices(payable)).toBe(6_980_000);
  });
});

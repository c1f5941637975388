import { describe, expect, it } from 'vitest';
import { keepPriced, LOCAL_CART_MAX_ITEMS, parseLocalCart, withEntry, withoutEntry, withSelection } from './local-cart';

describe('the browser cart', () => {
  it('reads only valid entries, once each, ticked unless stored unticked', () => {
    const raw = JSON.stringify([
      { report_id: 39, type_id: 2 },
      { report_id: 39, type_id: 2, selected: false },
      { report_id: 40, type_id: 3, selected: false },
      { report_id: '41', type_id: 2 },
      { report_id: -1, type_id: 2 },
      null,
    ]);
    expect(parseLocalCart(raw)).toEqual([
      { report_id: 39, type_id: 2, selected: true },
      { report_id: 40, type_id: 3, selected: false },
    ]);
  });

  it('treats missing, broken or non-list storage as an empty cart', () => {
    expect(parseLocalCart(null)).toEqual([]);
    expect(parseLocalCart('{not json')).toEqual([]);
    expect(parseLocalCart('{"report_id":1,"type_id":2}')).toEqual([]);
  });

  it('keeps at most the server cart’s number of items', () => {
    const many = Array.from({ length: LOCAL_CART_MAX_ITEMS + 5 }, (_, index) => ({ report_id: index + 1, type_id: 2 }));
    expect(parseLocalCart(JSON.stringify(many))).toHaveLength(LOCAL_CART_MAX_ITEMS);
  });

  it('adds a package ticked, and adding it again ticks it without a second copy', () => {
    const unticked = [{ report_id: 39, type_id: 2, selected: false }];
    expect(withEntry(unticked, { report_id: 39, type_id: 2 })).toEqual([{ report_id: 39, type_id: 2, selected: true }]);
    expect(withEntry(unticked, { report_id: 39, type_id: 3 })).toEqual([
      { report_id: 39, type_id: 2, selected: false },
      { report_id: 39, type_id: 3, selected: true },
    ]);
  });

  it('unticks and removes one package, leaving the others', () => {
    const entries = [
      { report_id: 39, type_id: 3, selected: true },
      { report_id: 40, type_id: 2, selected: true },
    ];
    expect(withSelection(entries, { report_id: 40, type_id: 2 }, false)).toEqual([
      { report_id: 39, type_id: 3, selected: true },
      { report_id: 40, type_id: 2, selected: false },
    ]);
    expect(withoutEntry(entries, { report_id: 39, type_id: 3 })).toEqual([{ report_id: 40, type_id: 2, selected: true }]);
  });

  it('keeps what the server priced, with the visitor’s ticks, and forgets the lower package it dropped', () => {
    const entries = [
      { report_id: 39, type_id: 2, selected: true },
      { report_id: 39, type_id: 3, selected: false },
    ];
    expect(keepPriced(entries, [{ report_id: 39, type_id: 3 }])).toEqual([{ report_id: 39, type_id: 3, selected: false }]);
  });
});

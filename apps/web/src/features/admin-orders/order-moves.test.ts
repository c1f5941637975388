import { describe, expect, it } from 'vitest';
import { allowedMoves } from './order-moves';

describe('allowedMoves', () => {
  it('lets staff confirm or cancel a waiting bank transfer, only cancel other waiting orders, and never move a settled order', () => {
    expect(allowedMoves({ status: 'pending', paid: false, payment_method: 'bank_transfer' })).toEqual(['paid', 'cancelled']);
    expect(allowedMoves({ status: 'pending', paid: false, payment_method: 'momo' })).toEqual(['cancelled']);
    expect(allowedMoves({ status: 'pending', paid: false, payment_method: 'coupon' })).toEqual(['cancelled']);
    expect(allowedMoves({ status: 'paid', paid: true, payment_method: 'bank_transfer' })).toEqual([]);
    expect(allowedMoves({ status: 'cancelled', paid: false, payment_method: 'bank_transfer' })).toEqual([]);
  });
});

import type { z } from 'zod';
import type { adminOrderRowSchema } from '@app/contracts/orders';

/** An order row as it travels: dates as ISO strings, before the client decodes them. */
type AdminOrderRow = z.input<typeof adminOrderRowSchema>;

/** An order as the admin search lists it: a bank transfer waiting for the money unless told. */
export function orderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    id: 41,
    code: 'SV20260115A1',
    status: 'pending',
    paid: false,
    payment_method: 'bank_transfer',
    subtotal: 4_990_000,
    discount: 499_000,
    total: 4_491_000,
    coupon_code: 'GIAM10',
    transfer_syntax: 'lan_20260115',
    item_count: 1,
    created_at: '2026-01-15T03:00:00.000Z',
    paid_at: null,
    user: { id: 7, username: 'lan', email: 'lan@example.vn', full_name: 'Nguyễn Lan', phone: '0912345678' },
    ...overrides,
  };
}

/** The same order as its detail answers it on the wire (dates as ISO strings). */
export function orderDetail(overrides: Partial<AdminOrderRow> = {}) {
  const row = orderRow(overrides);
  return {
    ...row,
    cancelled_at: null,
    items: [
      {
        id: 1,
        report_id: 3,
        report_title: 'Thị trường căn hộ TP.HCM 2026',
        report_permalink: 'can-ho-hcm-2026',
        package_id: 3,
        package_name: 'Gói Cao cấp',
        package_level: 3,
        price: 4_990_000,
      },
    ],
    bank_transfer:
      row.payment_method === 'bank_transfer'
        ? {
            bank_name: 'Vietcombank',
            bank_bin: '970436',
            bank_account_number: '0123456789',
            bank_account_name: 'CONG TY SEN VANG',
            amount: row.total,
            transfer_syntax: 'lan_20260115',
            vietqr: '000201',
          }
        : null,
    note: null,
    confirmed_by: null,
    momo_transactions: [],
    bank_transfers: [],
    status_history: [{ status: 'pending', at: row.created_at, actor: null, source: 'buyer', note: null }],
  };
}

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { validationMessage } from '@app/contracts/validation';
import { renderWithProviders } from '@/test/render';
import { envelopeResponse, fieldRefusal } from '@/test/fixtures';
import { CouponForm } from './coupon-form-dialog';
import { fromShopClock, toShopClock } from './coupon-form-values';

const en = (key: string) => validationMessage(key, 'en');

/** Mantine ties a field's error to it as part of its description, after any hint. */
const expectError = (field: HTMLElement, message: string) => expect(field).toHaveAccessibleDescription(expect.stringContaining(message));

const savedCoupon = {
  id: 5,
  code: 'TET2027',
  description: null,
  discount_type: 'amount',
  discount_value: 50_000,
  max_discount: null,
  min_order_total: 0,
  valid_from: null,
  valid_until: null,
  total_limit: 100,
  per_user_limit: 1,
  used_count: 0,
  active: true,
  created_at: '2026-11-25T03:00:00.000Z',
  updated_at: '2026-11-25T03:00:00.000Z',
};

function renderForm() {
  // Keys without a pause between them: the form has a dozen fields to fill.
  const user = userEvent.setup({ delay: null });
  const onDone = vi.fn();
  renderWithProviders(<CouponForm coupon={null} onDone={onDone} />);
  const field = (name: string) => screen.getByRole('textbox', { name });
  const submit = () => user.click(screen.getByRole('button', { name: 'New' }));
  return { user, field, submit, onDone };
}

// Mantine's fields are slow to type into in jsdom on a shared machine.
describe('CouponForm', { timeout: 30_000 }, () => {
  it('names every missing or wrong field in the reader’s language and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user, field, submit } = renderForm();

    await submit();
    expectError(field('Code'), en('coupon_code_invalid'));
    expectError(field('Percentage off'), en('invalid_number'));

    await user.type(field('Code'), 'sale 50');
    await user.type(field('Percentage off'), '150');
    await user.type(field('Total uses'), '10');
    await user.type(field('Uses per customer'), '20');
    await submit();

    expectError(field('Code'), en('coupon_code_invalid'));
    expectError(field('Percentage off'), en('coupon_percent_invalid'));
    expectError(field('Uses per customer'), en('coupon_per_user_limit_invalid'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a fixed amount in đồng, the code in capitals and blank caps left out', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => envelopeResponse(savedCoupon, 200, { message: 'Created' }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, field, submit, onDone } = renderForm();

    await user.type(field('Code'), 'tet2027');
    await user.click(screen.getByText('Fixed amount'));
    expect(screen.queryByRole('textbox', { name: 'Maximum discount' })).not.toBeInTheDocument();
    await user.type(field('Amount off'), '50000');
    await user.type(field('Total uses'), '100');
    await user.type(field('Uses per customer'), '1');
    await submit();

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/admin/coupon');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      code: 'TET2027',
      discount_type: 'amount',
      discount_value: 50_000,
      min_order_total: 0,
      total_limit: 100,
      per_user_limit: 1,
      active: true,
    });
  });

  it('shows the API’s refusal under the field it names', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => fieldRefusal('code', 'coupon_code_taken', 'This code already exists.')),
    );
    const { user, field, submit, onDone } = renderForm();

    await user.type(field('Code'), 'TET2027');
    await user.type(field('Percentage off'), '10');
    await submit();

    await vi.waitFor(() => expectError(field('Code'), 'This code already exists.'));
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('shop clock', () => {
  it('reads and writes a validity bound as Vietnam’s wall clock', () => {
    expect(toShopClock('2026-12-31T17:00:00.000Z')).toBe('2027-01-01 00:00:00');
    expect(fromShopClock('2027-01-01 00:00:00')).toBe('2027-01-01T00:00:00+07:00');
    expect(fromShopClock('2027-01-01 08:30')).toBe('2027-01-01T08:30:00+07:00');
    expect(fromShopClock(null)).toBe('');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalsProvider } from '@mantine/modals';
import { describe, expect, it, vi } from 'vitest';
import { adminCouponSchema, type AdminCoupon } from '@app/contracts/admin-coupons';
import { renderWithProviders } from '@/test/render';
import { envelopeResponse } from '@/test/fixtures';
import { useCouponActivation } from './use-coupon-activation';

const wire = {
  id: 9,
  code: 'HE2026',
  description: 'Summer sale',
  discount_type: 'percent',
  discount_value: 20,
  max_discount: 200_000,
  min_order_total: 500_000,
  valid_from: null,
  valid_until: null,
  total_limit: null,
  per_user_limit: 1,
  used_count: 3,
  active: true,
  created_at: '2026-11-01T03:00:00.000Z',
  updated_at: '2026-11-01T03:00:00.000Z',
};

function ToggleButton({ coupon }: { coupon: AdminCoupon }) {
  const { toggle } = useCouponActivation();
  return (
    <button type="button" onClick={() => toggle(coupon)}>
      Toggle
    </button>
  );
}

describe('coupon activation', { timeout: 20_000 }, () => {
  it('asks before deactivating a coupon and changes nothing until the staff member agrees', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => envelopeResponse({ ...wire, active: false }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(
      <ModalsProvider>
        <ToggleButton coupon={adminCouponSchema.parse(wire)} />
      </ModalsProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deactivate coupon HE2026?');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/admin/coupon/change-active?id=9&active=false');
    expect(init.method).toBe('PUT');
  });
});

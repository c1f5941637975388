import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { DatesProvider } from '@mantine/dates';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { envelopeResponse } from '@/test/fixtures';
import { orderDetail, orderRow } from '../test/order-fixtures';
import { OrdersScreen } from './orders-screen';
import { OrderDetailScreen } from './order-detail-screen';

const navigation = vi.hoisted(() => ({ search: '', push: vi.fn(), params: { id: '41' } }));
// Like Next's, the same address gives the same object from render to render.
const paramsFor = vi.hoisted(() => {
  const cache = new Map<string, URLSearchParams>();
  return (search: string) => cache.get(search) ?? cache.set(search, new URLSearchParams(search)).get(search)!;
});

vi.mock('next/navigation', () => ({
  useSearchParams: () => paramsFor(navigation.search),
  useParams: () => navigation.params,
}));
vi.mock('@/i18n/navigation', () => ({
  usePathname: () => '/admin/report-manage/order',
  useRouter: () => ({ push: navigation.push, replace: navigation.push }),
  Link: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const renderAdmin = (ui: ReactElement) =>
  renderWithProviders(
    <DatesProvider settings={{ locale: 'en' }}>
      <ModalsProvider>{ui}</ModalsProvider>
    </DatesProvider>,
  );

type Call = [string, RequestInit | undefined];
const bodyOf = (call: Call) => JSON.parse(String(call[1]?.body ?? '{}'));

beforeEach(() => {
  navigation.search = '';
  navigation.push.mockReset();
  // mantine-datatable shows a column without a media query by matching the empty query.
  const narrow = window.matchMedia;
  window.matchMedia = (query: string) => (query === '' ? { ...narrow(query), matches: true } : narrow(query));
});

describe('orders list', () => {
  it('sends the filters written in the address and puts new ones there when searched', async () => {
    navigation.search = 'status=pending&payment_method=bank_transfer&from=2026-01-01&to=2026-01-31';
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      envelopeResponse({ items: [orderRow()], total: 1, page: 1, page_size: 10 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAdmin(<OrdersScreen />);

    expect(await screen.findByRole('link', { name: 'SV20260115A1' })).toHaveAttribute('href', '/admin/report-manage/order/41');
    expect(screen.getByText('4.491.000 ₫')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as Call;
    expect(url).toContain('/v1/admin/order/search');
    expect(url).toContain('sort=id%2Cdesc');
    expect(bodyOf([url, init])).toEqual({
      code: '',
      keyword: '',
      status: 'pending',
      payment_method: 'bank_transfer',
      from: '2026-01-01',
      to: '2026-01-31',
    });

    await user.type(screen.getByRole('textbox', { name: 'Order code' }), 'SV2026');
    await user.type(screen.getByRole('textbox', { name: 'Customer' }), 'lan@example.vn');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(navigation.push).toHaveBeenCalledTimes(1);
    const pushed = new URL(navigation.push.mock.calls[0]![0] as string, 'http://shop.test');
    expect(Object.fromEntries(pushed.searchParams)).toEqual({
      code: 'SV2026',
      keyword: 'lan@example.vn',
      status: 'pending',
      payment_method: 'bank_transfer',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  }, 20_000);

  it('keeps the MoMo tab in the address and searches MoMo payments there', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => envelopeResponse({ items: [], total: 0, page: 1, page_size: 10 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const view = renderAdmin(<OrdersScreen />);

    await user.click(screen.getByRole('tab', { name: 'MoMo transactions' }));
    expect(navigation.push).toHaveBeenCalledWith('/admin/report-manage/order?tab=momo', { scroll: false });

    navigation.search = 'tab=momo&result_code=1006';
    view.unmount();
    renderAdmin(<OrdersScreen />);
    expect(screen.getByRole('tab', { name: 'MoMo transactions' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/v1/admin/order-momo/search'))).toBe(true));
    const momoCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/v1/admin/order-momo/search')) as Call;
    expect(bodyOf(momoCall)).toMatchObject({ result_code: '1006' });
  });
});

describe('order detail', () => {
  it('asks before confirming a bank transfer and sends the confirmation once', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? envelopeResponse(orderDetail({ status: 'paid', paid: true, paid_at: '2026-01-15T04:00:00.000Z' }), 200, {
            message: 'Updated',
          })
        : envelopeResponse(orderDetail()),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAdmin(<OrderDetailScreen />);

    expect(await screen.findByRole('heading', { name: 'Order SV20260115A1' })).toBeInTheDocument();
    expect(screen.getByText('lan_20260115', { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm bank transfer' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm the transfer was received' });
    expect(dialog).toHaveTextContent('4.491.000 ₫');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm bank transfer' }));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT') as Call;
    expect(put[0]).toContain('/v1/admin/order/change-status');
    expect(bodyOf(put)).toEqual({ id: 41, status: 'paid' });
  });

  it('offers no move for a paid order and only cancelling for an unpaid MoMo order', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelopeResponse(orderDetail({ status: 'paid', paid: true, paid_at: '2026-01-15T04:00:00.000Z' }))),
    );
    const view = renderAdmin(<OrderDetailScreen />);
    expect(await screen.findByRole('heading', { name: 'Order SV20260115A1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm bank transfer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    view.unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelopeResponse(orderDetail({ payment_method: 'momo' }))),
    );
    renderAdmin(<OrderDetailScreen />);
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm bank transfer' })).not.toBeInTheDocument();
  });
});

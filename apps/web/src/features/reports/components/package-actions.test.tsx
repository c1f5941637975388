import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { contentLink, envelopeResponse, reportContents } from '@/test/fixtures';
import type { CartActions } from '@/hooks/use-cart-actions';
import type { InfoUser } from '@/lib/info-user';
import { useSession } from '@/stores/session';
import { PackageActions } from './package-actions';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const reader: InfoUser = {
  id: 5,
  first_name: 'Anh',
  last_name: 'Nguyễn',
  username: 'khachhang',
  email: 'khach@example.vn',
  phone_number: null,
  avatar_url: null,
  roles: ['USER'],
  item_permissions: [],
  is_ambassador: false,
  ambassador_response: null,
};

/** The API as a reader who bought package 2 of report 7 sees it; every other package is refused. */
function apiOwning(packageId: number) {
  return vi.fn(async (input: string) =>
    input.endsWith(`report_id=7&type_id=${packageId}`)
      ? envelopeResponse(reportContents(packageId, [contentLink()]))
      : envelopeResponse(null, 403),
  );
}

function cartSpy(): CartActions {
  return { addToCart: vi.fn(), buyNow: vi.fn(), openCartPopup: vi.fn(), emptyAfterLogout: vi.fn(), afterLogin: vi.fn() };
}

describe('PackageActions', () => {
  afterEach(() => useSession.setState({ user: null, known: false }));

  it('sells a paid package to a visitor without asking the API whether they own it', async () => {
    const fetchMock = apiOwning(2);
    vi.stubGlobal('fetch', fetchMock);
    const cart = cartSpy();

    renderWithProviders(<PackageActions reportId={7} packageId={2} isFree={false} packageName="Advanced package" />, { cart });

    await userEvent.click(screen.getByRole('button', { name: 'Buy now – Advanced package' }));
    expect(cart.buyNow).toHaveBeenCalledWith({ report_id: 7, type_id: 2 });
    expect(screen.getByRole('button', { name: 'Add to cart – Advanced package' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leads a reader who owns the package to its contents instead of selling it again', async () => {
    useSession.setState({ user: reader, known: true });
    vi.stubGlobal('fetch', apiOwning(2));

    renderWithProviders(<PackageActions reportId={7} packageId={2} isFree={false} packageName="Gói nâng cao" />, { locale: 'vi' });

    const open = await screen.findByRole('link', { name: 'Đã mua Gói nâng cao – xem nội dung' });
    expect(open).toHaveAttribute('href', '#purchased-contents');
    expect(open).toHaveTextContent('Đã mua · Xem nội dung');
    expect(screen.queryByRole('button', { name: /Mua ngay/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Thêm vào giỏ/ })).not.toBeInTheDocument();
  });

  it('keeps selling a package the signed-in reader does not own', async () => {
    useSession.setState({ user: reader, known: true });
    const fetchMock = apiOwning(2);
    vi.stubGlobal('fetch', fetchMock);

    renderWithProviders(<PackageActions reportId={7} packageId={3} isFree={false} packageName="Full package" />);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/v1/reports/premium-content?report_id=7&type_id=3', expect.anything()));
    expect(screen.getByRole('button', { name: 'Buy now – Full package' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Bought/ })).not.toBeInTheDocument();
  });
});

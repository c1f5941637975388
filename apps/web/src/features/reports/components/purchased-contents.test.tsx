import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setScreenWide } from '@/test/render';
import { contentLink, envelopeResponse, reportContents } from '@/test/fixtures';
import { PurchasedContents } from './purchased-contents';

const packages = [
  { id: 1, name: 'Gói miễn phí', name_en: 'Free package', level: 1, is_free: true },
  { id: 2, name: 'Gói nâng cao', name_en: 'Advanced package', level: 2, is_free: false },
  { id: 3, name: 'Gói đầy đủ', name_en: 'Full package', level: 3, is_free: false },
];

const pdf = contentLink();
const youtube = contentLink({ id: 12, format: 'youtube', title_en: 'Walkthrough', url: 'https://youtu.be/Rf8uG0nZp3C', file_name: null });

/** The reader owns the advanced package only; the full one is refused as not bought. */
function apiOwningAdvanced(owned = true) {
  return vi.fn(async (input: string) => {
    if (input.startsWith('/api/v1/public/files/')) return new Response('%PDF-1.7', { status: 200 });
    if (owned && input.endsWith('type_id=2')) return envelopeResponse(reportContents(2, [pdf, youtube]));
    return envelopeResponse(null, 403);
  });
}

describe('PurchasedContents', () => {
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf-1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
  });

  it('opens the bought package only, with the PDF, its new-tab link and the YouTube player', async () => {
    const fetchMock = apiOwningAdvanced();
    vi.stubGlobal('fetch', fetchMock);
    setScreenWide(true);

    renderWithProviders(<PurchasedContents reportId={7} packages={packages} />);

    expect(await screen.findByRole('heading', { name: 'What you have bought' })).toBeInTheDocument();
    expect(screen.getByText('Advanced package: open')).toBeInTheDocument();
    expect(screen.queryByText('Full package: open')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'href',
      '/api/v1/public/files/content/11?exp=1&sig=abc',
    );
    expect(await screen.findByTitle('PDF viewer: Market report')).toHaveAttribute('src', 'blob:pdf-1');
    expect(screen.getByTitle('YouTube video: Walkthrough')).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/Rf8uG0nZp3C/),
    );
    const asked = fetchMock.mock.calls.map(([url]) => url).filter((url) => url.includes('premium-content'));
    expect(asked.sort()).toEqual([
      '/api/v1/reports/premium-content?report_id=7&type_id=2',
      '/api/v1/reports/premium-content?report_id=7&type_id=3',
    ]);
  });

  it('gives phones the new-tab link without the in-page viewer', async () => {
    const fetchMock = apiOwningAdvanced();
    vi.stubGlobal('fetch', fetchMock);

    renderWithProviders(<PurchasedContents reportId={7} packages={packages} />);

    expect(await screen.findByRole('link', { name: 'Open in a new tab' })).toBeInTheDocument();
    expect(screen.queryByTitle('PDF viewer: Market report')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/v1/public/files/'))).toBe(false);
  });

  it('shows nothing to a reader who bought no package', async () => {
    const fetchMock = apiOwningAdvanced(false);
    vi.stubGlobal('fetch', fetchMock);

    renderWithProviders(<PurchasedContents reportId={7} packages={packages} />);

    expect(screen.getByRole('status')).toHaveTextContent('Opening what you bought…');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

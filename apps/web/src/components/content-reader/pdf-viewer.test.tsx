import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { contentLink } from '@/test/fixtures';
import { PdfViewer } from './pdf-viewer';

describe('PdfViewer', () => {
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf-1');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
  });

  it('fetches the signed file through the site’s proxy and shows it from memory', async () => {
    const fetchMock = vi.fn(async () => new Response('%PDF-1.7', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    renderWithProviders(<PdfViewer link={contentLink()} title="Market report" place="page" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading the document…');
    const frame = await screen.findByTitle('PDF viewer: Market report');
    expect(frame).toHaveAttribute('src', 'blob:pdf-1');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/public/files/content/11?exp=1&sig=abc',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('says the document cannot be shown when the file does not come', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 410 })),
    );

    renderWithProviders(<PdfViewer link={contentLink()} title="Market report" place="dialog" />);

    expect(await screen.findByRole('alert')).toHaveTextContent('The document cannot be shown in the page; open it in a new tab.');
    expect(screen.queryByTitle('PDF viewer: Market report')).not.toBeInTheDocument();
  });

  it('keeps the document on screen when only its link is renewed, and frees it when it goes', async () => {
    const fetchMock = vi.fn(async () => new Response('%PDF-1.7', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    const view = renderWithProviders(<PdfViewer link={contentLink()} title="Market report" place="page" />);
    await screen.findByTitle('PDF viewer: Market report');
    view.rerender(
      <PdfViewer link={contentLink({ url: '/v1/public/files/content/11?exp=2&sig=def' })} title="Market report" place="page" />,
    );

    expect(screen.getByTitle('PDF viewer: Market report')).toHaveAttribute('src', 'blob:pdf-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:pdf-1');
  });
});

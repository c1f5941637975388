import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { BYTES_PER_ROW, FILE_OVERHEAD_BYTES, fileNameOf } from '../api/export-contacts';
import { contactFilterDefaults } from '../api/search-contacts';
import { ExportProgressPanel, useContactExport } from './contact-export';

function ExportHarness() {
  const exporter = useContactExport();
  return (
    <>
      <button type="button" onClick={() => void exporter.start({ ...contactFilterDefaults, status: 'download' }, 'id,desc')}>
        Export
      </button>
      {exporter.progress && <ExportProgressPanel progress={exporter.progress} onCancel={exporter.cancel} />}
    </>
  );
}

/** A streamed workbook whose bytes the test sends one chunk at a time. */
function streamedWorkbook(rows: number) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (created) => void (controller = created) });
  const response = new Response(body, {
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': 'attachment; filename="yeu-cau-lien-he-20261125-0930.xlsx"',
      'x-total-count': String(rows),
    },
  });
  return { response, send: (bytes: number) => controller.enqueue(new Uint8Array(bytes)), end: () => controller.close() };
}

describe('Excel export', { timeout: 20_000 }, () => {
  it('sends the current filter, shows how far the download is and saves the file under the server’s name', async () => {
    const rows = 100;
    const expected = FILE_OVERHEAD_BYTES + rows * BYTES_PER_ROW;
    const workbook = streamedWorkbook(rows);
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => workbook.response);
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:workbook');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderWithProviders(<ExportHarness />);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Downloading 100 requests')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/admin/contact-request/export/excel?sort=id%2Cdesc');
    expect(JSON.parse(String(init.body))).toEqual({ keyword: '', status: 'download', from: '', to: '' });
    expect(screen.getByText('0%')).toBeInTheDocument();

    await act(async () => workbook.send(Math.floor(expected / 2)));
    expect(await screen.findByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Excel export progress' })).toHaveAttribute('aria-valuenow', '50');

    // The estimate fell short: the bar waits below 100 % until the stream ends.
    await act(async () => workbook.send(expected));
    expect(await screen.findByText('99%')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await act(async () => workbook.end());
    await vi.waitFor(() => expect(saved).toEqual(['yeu-cau-lien-he-20261125-0930.xlsx']));
    expect(screen.queryByTestId('export-progress')).not.toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ size: Math.floor(expected / 2) + expected }));
  });

  it('reads the file name the server gives, encoded or plain', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''y%C3%AAu-c%E1%BA%A7u.xlsx")).toBe('yêu-cầu.xlsx');
    expect(fileNameOf('attachment; filename="contacts.xlsx"')).toBe('contacts.xlsx');
    expect(fileNameOf(null)).toBe('yeu-cau-lien-he.xlsx');
  });
});

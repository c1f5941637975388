import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '@app/contracts/uploads';
import { renderWithProviders } from '@/test/render';
import { FileField } from './file-field';
import { ImageField } from './image-field';
import { UploadDropzone } from './upload-dropzone';

/** A stand-in XMLHttpRequest the test drives: progress, answers and aborts happen when it says. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }
  answer(status: number, envelope: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(envelope);
    act(() => this.onload?.());
  }
  fail() {
    act(() => this.onerror?.());
  }
}

/** Typing, dropping and clicking through Mantine in jsdom takes seconds on a busy machine. */
const UI_TIMEOUT = 20_000;
const lastXhr = () => FakeXhr.sent.at(-1)!;
const stored: UploadedFile = {
  url: '/files/images/uploads/0123456789abcdef0123456789abcdef.png',
  name: 'bia.png',
  size: 2048,
  type: 'image/png',
};
const picture = () => new File([new Uint8Array(2048)], 'bia.png', { type: 'image/png' });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

describe('UploadDropzone', { timeout: UI_TIMEOUT }, () => {
  it('posts the file as the form field `file` to the upload address through /api, with the percentage sent', async () => {
    const onUploaded = vi.fn();
    renderWithProviders(<UploadDropzone target="img" onUploaded={onUploaded} />, { locale: 'vi' });
    await userEvent.upload(fileInput(), picture());

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/upload/img');
    expect(xhr.headers['Accept-Language']).toBe('vi');
    expect((xhr.body?.get('file') as File).name).toBe('bia.png');

    xhr.progress(512, 2048);
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Đã tải 25%' })).toBeInTheDocument();
    xhr.progress(1536, 2048);
    expect(screen.getByText('75%')).toBeInTheDocument();

    xhr.answer(200, { code: 200, message: 'OK', result: stored });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(stored));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels an upload under way, then sends the same file again on retry', async () => {
    const onUploaded = vi.fn();
    renderWithProviders(<UploadDropzone target="img" onUploaded={onUploaded} />);
    await userEvent.upload(fileInput(), picture());
    lastXhr().progress(1024, 2048);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
    expect(await screen.findByText('The upload of bia.png was canceled.')).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(FakeXhr.sent).toHaveLength(2);
    expect((lastXhr().body?.get('file') as File).name).toBe('bia.png');
    expect(screen.getByText('0%')).toBeInTheDocument();
    lastXhr().answer(200, { code: 200, message: 'OK', result: stored });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(stored));
  });

  it("shows the API's message when the file is refused, and a retry button", async () => {
    const onUploaded = vi.fn();
    renderWithProviders(<UploadDropzone target="img" onUploaded={onUploaded} />, { locale: 'vi' });
    await userEvent.upload(fileInput(), picture());
    const message = 'Định dạng tệp không được hỗ trợ ở đây. Chấp nhận: PNG, JPG, GIF, WEBP, AVIF.';
    lastXhr().answer(415, { code: 415, message, result: null, error_code: 'UPLOAD_TYPE_REFUSED' });

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    lastXhr().answer(200, { code: 200, message: 'OK', result: stored });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(stored));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so in the reader’s language when the connection breaks', async () => {
    renderWithProviders(<UploadDropzone target="file" onUploaded={vi.fn()} />);
    await userEvent.upload(fileInput(), picture());
    lastXhr().fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be uploaded, please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('refuses an empty file or one over its cap before sending anything', async () => {
    renderWithProviders(<UploadDropzone target="img" onUploaded={vi.fn()} />, { locale: 'vi' });
    await userEvent.upload(fileInput(), new File([], 'rong.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tệp rỗng, vui lòng chọn tệp khác.');
    const large = new File([new Uint8Array(1)], 'lon.png', { type: 'image/png' });
    Object.defineProperty(large, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(fileInput(), large);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ảnh vượt quá dung lượng cho phép (tối đa 10 MB).');
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe('ImageField', { timeout: UI_TIMEOUT }, () => {
  it('shows the picture of its value, removes it, and takes the address of a new upload', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<ImageField label="Ảnh bìa" value="/files/images/covers/a.png" onChange={onChange} />);
    expect(screen.getByRole('img', { name: 'Picture preview' })).toHaveAttribute('src', '/files/images/covers/a.png');

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith('');

    rerender(<ImageField label="Ảnh bìa" value="" onChange={onChange} error="Vui lòng chọn ảnh" />);
    expect(screen.getByText('Vui lòng chọn ảnh')).toBeInTheDocument();
    await userEvent.upload(fileInput(), picture());
    lastXhr().progress(2048, 2048);
    expect(screen.getByText('100%')).toBeInTheDocument();
    lastXhr().answer(200, { code: 200, message: 'OK', result: stored });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(stored.url));
  });

  it('replaces a picture, or keeps it when the replacement is given up', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ImageField value="/files/images/covers/a.png" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Replace picture' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep the current picture' }));
    expect(screen.getByRole('img', { name: 'Picture preview' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('FileField', { timeout: UI_TIMEOUT }, () => {
  it('uploads a report content file and shows its name, type and size', async () => {
    const onChange = vi.fn();
    const content: UploadedFile = {
      url: `contents/${'a'.repeat(32)}.pdf`,
      name: 'Báo cáo Q3.pdf',
      size: 3 * 1024 * 1024,
      type: 'application/pdf',
    };
    const { rerender } = renderWithProviders(<FileField value="" onChange={onChange} />);
    await userEvent.upload(fileInput(), new File([new Uint8Array(10)], 'Báo cáo Q3.pdf', { type: 'application/pdf' }));
    expect(lastXhr().url).toBe('/api/v1/upload/report-content');
    lastXhr().answer(200, { code: 200, message: 'OK', result: content });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(content.url, content));

    rerender(<FileField value={content.url} onChange={onChange} />);
    expect(screen.getByTestId('file-name')).toHaveTextContent('Báo cáo Q3.pdf');
    expect(screen.getByText('application/pdf · 3 MB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith('', null);
  });

  it('shows the file a form was opened with', () => {
    renderWithProviders(
      <FileField
        value={`contents/${'b'.repeat(32)}.mp4`}
        file={{ name: 'video.mp4', size: 5 * 1024 * 1024, type: 'video/mp4' }}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByTestId('file-name')).toHaveTextContent('video.mp4');
    expect(screen.getByText('video/mp4 · 5 MB')).toBeInTheDocument();
  });
});

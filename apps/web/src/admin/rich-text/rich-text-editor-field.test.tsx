import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { RichTextEditorField as RichTextEditor } from './rich-text-editor-field';

function Controlled({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Nội dung"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue('<h2>Khôi phục</h2>')}>
        set
      </button>
    </>
  );
}

describe('RichTextEditor', () => {
  it('shows the value, labels its toolbar in Vietnamese and takes a value set from outside', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Controlled initial="<h2>Thị trường</h2><p>Giá tăng</p>" onChange={onChange} />, { locale: 'vi' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Thị trường' })).toBeInTheDocument());
    for (const label of ['In đậm', 'Tiêu đề 2', 'Chèn bảng', 'Chèn video YouTube', 'Hoàn tác', 'Trích dẫn', 'Chèn liên kết'])
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'set' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Khôi phục' })).toBeInTheDocument());
    // A value set from outside is not echoed back as an edit.
    expect(onChange).not.toHaveBeenCalled();
  });

  it('labels its toolbar in English', async () => {
    renderWithProviders(<RichTextEditor value="" onChange={() => undefined} error="Required" />, { locale: 'en' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Insert table' })).toBeInTheDocument());
    expect(screen.getByText('Required')).toBeInTheDocument();
  });
});

import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { GalleryField, moveItem } from './gallery-field';
import type { GalleryPicture } from './project-form-values';

function Gallery({ initial }: { initial: GalleryPicture[] }) {
  const [value, setValue] = useState(initial);
  return (
    <GalleryField
      value={value}
      onChange={setValue}
      onAppend={(urls) => setValue((current) => [...current, ...urls.map((url) => ({ url, caption: '' }))])}
      itemErrors={() => null}
    />
  );
}

const pictures = [
  { url: '/files/images/a.png', caption: 'A' },
  { url: '/files/images/b.png', caption: 'B' },
  { url: '/files/images/c.png', caption: 'C' },
];
const captions = () => screen.getAllByRole('textbox', { name: /^Caption of picture/ }).map((field) => (field as HTMLInputElement).value);

// The first render of a file loads Mantine's components, which takes seconds on a busy machine.
describe('the project gallery', { timeout: 30_000 }, () => {
  it('moves pictures up and down with buttons, the first being the cover, and removes one', () => {
    renderWithProviders(<Gallery initial={pictures} />);
    expect(within(screen.getByRole('group', { name: 'Picture 1' })).getByText('Cover')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move picture 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move picture 3 later' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Move picture 3 earlier' }));
    expect(captions()).toEqual(['A', 'C', 'B']);
    fireEvent.click(screen.getByRole('button', { name: 'Move picture 1 later' }));
    expect(captions()).toEqual(['C', 'A', 'B']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 2' }));
    expect(captions()).toEqual(['C', 'B']);
  });

  it('adds a picture by an https link, and not by any other', () => {
    renderWithProviders(<Gallery initial={[]} />);
    expect(screen.getByText('No pictures yet.')).toBeInTheDocument();
    const link = screen.getByRole('textbox', { name: 'Add a picture by its link' });
    const add = screen.getByRole('button', { name: 'Add picture' });
    fireEvent.change(link, { target: { value: 'javascript:alert(1)' } });
    expect(add).toBeDisabled();
    fireEvent.change(link, { target: { value: 'https://cdn.example.vn/a.jpg' } });
    fireEvent.click(add);
    expect(screen.getByRole('group', { name: 'Picture 1' })).toBeInTheDocument();
    expect(link).toHaveValue('');
  });

  it('keeps a move inside the list', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});

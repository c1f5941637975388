import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmartImage } from './smart-image';

describe('a picture in a box of fixed shape', () => {
  it('fetches and decodes the largest picture of the first screen with the first frame', () => {
    render(<SmartImage src="/files/images/banners/home.png" alt="Banner" ratio={3.2} sizes="100vw" priority />);
    const banner = screen.getByRole('img', { name: 'Banner' });
    expect(banner).toHaveAttribute('loading', 'eager');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(banner).toHaveAttribute('decoding', 'sync');
  });

  it('leaves other pictures to load when they come near and to decode apart', () => {
    render(<SmartImage src="/files/images/reports/hanoi.png" alt="Hà Nội" ratio={1.5} sizes="120px" />);
    const card = screen.getByRole('img', { name: 'Hà Nội' });
    expect(card).toHaveAttribute('loading', 'lazy');
    expect(card).not.toHaveAttribute('fetchpriority');
    expect(card).toHaveAttribute('decoding', 'async');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { renderWithProviders } from '@/test/render';
import { HomeVideo } from './home-video';

// Rendering in jsdom is slow on a shared machine.
describe('HomeVideo', { timeout: 20_000 }, () => {
  // The player's code waits for the poster to come near the screen.
  beforeEach(stubIntersectionObserver);

  it('draws a poster and reaches YouTube only once play is pressed, in the privacy-enhanced player', async () => {
    const { container } = renderWithProviders(<HomeVideo url="https://www.youtube.com/watch?v=Tq2hM8cZf4w" />, { locale: 'vi' });
    expect(screen.getByRole('heading', { level: 2, name: 'Sen Vàng Data qua video' })).toBeInTheDocument();
    // The player's code is fetched on first render, as after a navigation within the site.
    const play = await screen.findByRole('button', { name: 'Phát video: Sen Vàng Data qua video' }, { timeout: 10_000 });
    // Nothing on the page points at YouTube's servers before the click: no frame, no thumbnail.
    expect(container.querySelector('iframe, img')).toBeNull();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await userEvent.click(play);
    expect(screen.getByTitle('Sen Vàng Data qua video')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Tq2hM8cZf4w?rel=0&autoplay=1',
    );
  });

  it('shows nothing without a YouTube link', () => {
    const { rerender } = renderWithProviders(<HomeVideo url="" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    rerender(<HomeVideo url="https://example.com/video" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { renderWithProviders } from '@/test/render';
import { ReportVideos } from './report-videos';

const videos = [
  { title: 'Hanoi apartment market overview', url: 'https://www.youtube.com/watch?v=8gDwXk2yQ1s' },
  { title: 'Industrial property in the South', url: 'https://youtu.be/Qv4tN9rHk2E' },
];

// Rendering in jsdom is slow on a shared machine.
describe('ReportVideos', { timeout: 20_000 }, () => {
  // The player's code waits for the poster to come near the screen.
  beforeEach(stubIntersectionObserver);

  it('lists every video as a poster and plays only the one pressed', async () => {
    const { container } = renderWithProviders(<ReportVideos id="report-videos" videos={videos} />);
    const section = screen.getByRole('region', { name: 'Report videos' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    // The player's code is fetched on first render, as after a navigation within the site.
    const play = await screen.findByRole('button', { name: 'Play the video: Industrial property in the South' }, { timeout: 10_000 });
    expect(container.querySelector('iframe, img')).toBeNull();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await userEvent.click(play);
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Qv4tN9rHk2E?rel=0&autoplay=1');
    expect(screen.getByRole('button', { name: 'Play the video: Hanoi apartment market overview' })).toBeInTheDocument();
  });

  it('shows nothing when staff list no video', () => {
    renderWithProviders(<ReportVideos id="report-videos" videos={[]} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { youtubeVideoId } from './youtube-address';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&list=x', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads the video of %s', (address, id) => {
    expect(youtubeVideoId(address)).toBe(id);
  });

  it.each([
    '',
    'dQw4w9WgXcQ',
    'https://vimeo.com/123456',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=<script>',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
  ])('refuses %s', (address) => {
    expect(youtubeVideoId(address)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeId } from './youtube';

describe('youtubeId', () => {
  it('reads the id of every usual form of link', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=Hn3tXq8dLw0')).toBe('Hn3tXq8dLw0');
    expect(youtubeId('https://youtu.be/Hn3tXq8dLw0?t=30')).toBe('Hn3tXq8dLw0');
    expect(youtubeId('https://www.youtube.com/embed/Hn3tXq8dLw0')).toBe('Hn3tXq8dLw0');
    expect(youtubeId('https://m.youtube.com/shorts/Hn3tXq8dLw0')).toBe('Hn3tXq8dLw0');
  });

  it('refuses other sites and broken links', () => {
    expect(youtubeId('https://vimeo.com/123456789')).toBeNull();
    expect(youtubeId('not a link')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=<script>')).toBeNull();
  });
});

describe('youtubeEmbedUrl', () => {
  it('uses the no-cookie player', () => {
    expect(youtubeEmbedUrl('Hn3tXq8dLw0')).toBe('https://www.youtube-nocookie.com/embed/Hn3tXq8dLw0?rel=0&autoplay=1');
  });
});

import { describe, expect, it } from 'vitest';
import { browserContentUrl, youtubeEmbedUrl } from './content-url';

describe('content links', () => {
  it('send signed API file links through the site’s proxy and leave other links alone', () => {
    expect(browserContentUrl('/v1/public/files/content/157?exp=1&sig=abc')).toBe('/api/v1/public/files/content/157?exp=1&sig=abc');
    expect(browserContentUrl('https://cdn.example.vn/a.pdf')).toBe('https://cdn.example.vn/a.pdf');
  });

  it('embed YouTube watch, short and embed links without cookies', () => {
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=Rf8uG0nZp3C')).toBe('https://www.youtube-nocookie.com/embed/Rf8uG0nZp3C');
    expect(youtubeEmbedUrl('https://youtu.be/Rf8uG0nZp3C?t=10')).toBe('https://www.youtube-nocookie.com/embed/Rf8uG0nZp3C');
    expect(youtubeEmbedUrl('https://m.youtube.com/shorts/Rf8uG0nZp3C')).toBe('https://www.youtube-nocookie.com/embed/Rf8uG0nZp3C');
  });

  it('refuse what is not a YouTube video', () => {
    expect(youtubeEmbedUrl('https://evil.example/watch?v=Rf8uG0nZp3C')).toBeNull();
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(youtubeEmbedUrl('not a url')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_FAVICON, faviconUrl, imageUrls, reportVideos } from './setting-values';

describe('imageUrls', () => {
  it('reads a JSON list of pictures', () => {
    expect(imageUrls('["/files/images/banners/home-desktop-1.png","/files/images/banners/home-desktop-2.png"]')).toEqual([
      '/files/images/banners/home-desktop-1.png',
      '/files/images/banners/home-desktop-2.png',
    ]);
  });

  it('reads a single URL', () => {
    expect(imageUrls(' /files/images/site/share.png ')).toEqual(['/files/images/site/share.png']);
  });

  it('finds no picture in an empty, broken or odd value', () => {
    expect(imageUrls(undefined)).toEqual([]);
    expect(imageUrls('')).toEqual([]);
    expect(imageUrls('["/files/a.png"')).toEqual([]);
    expect(imageUrls('[1, null, " ", "/files/b.png"]')).toEqual(['/files/b.png']);
  });
});

describe('faviconUrl', () => {
  it('uses the icon staff chose, or the site’s own when there is none', () => {
    expect(faviconUrl(' /files/images/site/favicon.png ')).toBe('/files/images/site/favicon.png');
    expect(faviconUrl('')).toBe(DEFAULT_FAVICON);
    expect(faviconUrl(undefined)).toBe('/icon.svg');
  });
});

describe('reportVideos', () => {
  const list = JSON.stringify([
    { title: 'Thị trường Hà Nội', title_en: 'Hanoi market', url: 'https://www.youtube.com/watch?v=8gDwXk2yQ1s' },
    { title: 'Bất động sản công nghiệp', title_en: '', url: 'https://youtu.be/Qv4tN9rHk2E' },
    { title: 'Không phải YouTube', title_en: 'Not YouTube', url: 'https://vimeo.com/123456' },
  ]);

  it('shows each title in the page’s language, the Vietnamese one when there is no English one', () => {
    expect(reportVideos(list, 'vi')).toEqual([
      { title: 'Thị trường Hà Nội', url: 'https://www.youtube.com/watch?v=8gDwXk2yQ1s' },
      { title: 'Bất động sản công nghiệp', url: 'https://youtu.be/Qv4tN9rHk2E' },
    ]);
    expect(reportVideos(list, 'en').map((video) => video.title)).toEqual(['Hanoi market', 'Bất động sản công nghiệp']);
  });

  it('finds no video in an empty or unreadable setting', () => {
    expect(reportVideos(undefined, 'vi')).toEqual([]);
    expect(reportVideos('', 'en')).toEqual([]);
    expect(reportVideos('[{"title":"x"', 'vi')).toEqual([]);
    expect(reportVideos('[null, 3, {"title": "Không có link"}]', 'vi')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { imageUrls } from './setting-values';

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

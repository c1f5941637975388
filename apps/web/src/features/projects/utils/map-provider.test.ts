import { describe, expect, it } from 'vitest';
import { mapProvider } from './map-provider';

describe('mapProvider', () => {
  it('reads the setting whatever its case and spaces', () => {
    expect(mapProvider(' eKaMap ')).toBe('ekamap');
    expect(mapProvider('Google')).toBe('google');
  });

  it('falls back to the offline image for anything else', () => {
    expect(mapProvider(undefined)).toBe('image');
    expect(mapProvider('osm')).toBe('image');
  });
});

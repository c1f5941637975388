import { describe, expect, it } from 'vitest';
import { contentHref, isLinkFresh } from './content-href';

describe('contentHref', () => {
  it('sends signed file links through the same-origin proxy', () => {
    expect(contentHref('/v1/public/files/content/157?exp=1&sig=abc')).toBe('/api/v1/public/files/content/157?exp=1&sig=abc');
  });

  it('keeps external links', () => {
    expect(contentHref('https://www.youtube.com/watch?v=Hn3tXq8dLw0')).toBe('https://www.youtube.com/watch?v=Hn3tXq8dLw0');
  });
});

describe('isLinkFresh', () => {
  const now = Date.parse('2026-01-01T10:00:00Z');

  it('treats links without an expiry as always fresh', () => {
    expect(isLinkFresh(null, now)).toBe(true);
  });

  it('refuses a link in its last minute', () => {
    expect(isLinkFresh(new Date('2026-01-01T10:05:00Z'), now)).toBe(true);
    expect(isLinkFresh(new Date('2026-01-01T10:00:30Z'), now)).toBe(false);
  });
});

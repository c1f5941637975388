import { describe, expect, it } from 'vitest';
import { isAccessTokenUsable } from './access-token';

const withExpiry = (exp: unknown) =>
  ['{"alg":"HS256"}', JSON.stringify({ sub: '1', exp })].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.sig';

describe('isAccessTokenUsable', () => {
  const now = Date.UTC(2026, 0, 1, 12) as number;
  const seconds = now / 1000;

  it('refuses a missing token and one past its expiry', () => {
    expect(isAccessTokenUsable(undefined, now)).toBe(false);
    expect(isAccessTokenUsable('', now)).toBe(false);
    expect(isAccessTokenUsable(withExpiry(seconds - 1), now)).toBe(false);
  });

  it('refuses a token that would expire on its way to the API', () => {
    expect(isAccessTokenUsable(withExpiry(seconds + 3), now)).toBe(false);
    expect(isAccessTokenUsable(withExpiry(seconds + 60), now)).toBe(true);
  });

  it('leaves a token whose expiry cannot be read to the API', () => {
    expect(isAccessTokenUsable('opaque-token', now)).toBe(true);
    expect(isAccessTokenUsable(withExpiry('soon'), now)).toBe(true);
    expect(isAccessTokenUsable('a.!!!.c', now)).toBe(true);
  });
});

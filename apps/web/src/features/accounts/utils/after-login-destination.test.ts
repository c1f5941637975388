import { describe, expect, it } from 'vitest';
import { afterLoginDestination } from './after-login-destination';

describe('afterLoginDestination', () => {
  it('goes home without a stored address', () => {
    expect(afterLoginDestination(null, ['USER'])).toBe('/');
  });

  it('goes to the stored address', () => {
    expect(afterLoginDestination('/reports/ha-noi-2026?tab=2', ['ADMIN'])).toBe('/reports/ha-noi-2026?tab=2');
  });

  it('sends only customers to the ambassador registration', () => {
    expect(afterLoginDestination('/register-ambassador', ['USER'])).toBe('/register-ambassador');
    expect(afterLoginDestination('/register-ambassador', ['STAFF'])).toBe('/');
    expect(afterLoginDestination('/register-ambassador', [])).toBe('/');
  });
});

import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAttemptKeys, newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  it('are version 4 UUIDs, also where randomUUID is missing (plain http)', () => {
    const withoutRandomUuid = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => webcrypto.getRandomValues(array as never) as T,
    };
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey(withoutRandomUuid)));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(newIdempotencyKey(webcrypto)).toMatch(UUID_V4);
  });

  it('stay the same for the same order asked twice, and change with the order or after it was placed', () => {
    let counter = 0;
    const attempts = createAttemptKeys(() => `key-${++counter}`);
    const first = attempts.keyFor('items=1,2|bank_transfer|GIAM10');
    expect(attempts.keyFor('items=1,2|bank_transfer|GIAM10')).toBe(first);
    expect(attempts.keyFor('items=1,2|momo|GIAM10')).toBe('key-2');
    attempts.reset();
    expect(attempts.keyFor('items=1,2|momo|GIAM10')).toBe('key-3');
  });
});

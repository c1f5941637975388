/**
 * A random UUID (version 4) naming one checkout attempt. `crypto.randomUUID` exists only on secure
 * origins, so a shop opened over plain http on a local network builds it from random bytes.
 */
export function newIdempotencyKey(source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One key per attempt: the same order asked again keeps its key, a changed order gets a new one. */
export function createAttemptKeys(generate: () => string = newIdempotencyKey) {
  let current: { signature: string; key: string } | null = null;
  return {
    keyFor(signature: string): string {
      if (current?.signature !== signature) current = { signature, key: generate() };
      return current.key;
    },
    /** After an order was placed, the next one is a new attempt even with the same content. */
    reset(): void {
      current = null;
    },
  };
}

/**
 * What the request guard and the session rules read of a request: its headers by name. A web
 * `Request` has them, and the gateway in front of Next.js reads Node's request through the same
 * two methods without copying every header into a `Headers` first.
 */
export interface HeaderReader {
  get(name: string): string | null;
  has(name: string): boolean;
}

export interface WithHeaders {
  headers: HeaderReader;
}

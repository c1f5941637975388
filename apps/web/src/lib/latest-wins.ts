/**
 * "Latest wins": a newer request with the same key aborts the previous one, and a response that
 * arrives after a newer request started is ignored (searches typed letter by letter).
 */
export interface LatestTicket {
  signal: AbortSignal;
  isLatest(): boolean;
  finish(): void;
}

export function createLatestWins() {
  const running = new Map<string, AbortController>();

  return {
    begin(key: string): LatestTicket {
      running.get(key)?.abort(new DOMException('Superseded by a newer request', 'AbortError'));
      const controller = new AbortController();
      running.set(key, controller);
      return {
        signal: controller.signal,
        isLatest: () => running.get(key) === controller,
        finish: () => {
          if (running.get(key) === controller) running.delete(key);
        },
      };
    },
  };
}

import type { ExpiringKeys } from './expiring-keys.js';

/**
 * A token signed in the instant a session ends (two refreshes racing with a reuse) outlives the
 * ending by that instant: the mark stays this much longer than an access token lives.
 */
const MARGIN_SECONDS = 60;

/**
 * Sessions ended before their access tokens expire: logout, password change or reset, a reused long
 * token. A mark needs to last only as long as the session's last access token, then goes by itself,
 * so the set holds about a quarter hour of endings. The guard asks on every signed-in request:
 * one Redis GET or one Map lookup.
 */
export class EndedSessions {
  constructor(
    private readonly keys: ExpiringKeys,
    private readonly accessTokenSeconds: number,
  ) {}

  async end(sessionIds: Iterable<string>): Promise<void> {
    await Promise.all([...new Set(sessionIds)].map((id) => this.keys.mark(id, this.accessTokenSeconds + MARGIN_SECONDS)));
  }

  async hasEnded(sessionId: string): Promise<boolean> {
    return (await this.keys.get(sessionId)) > 0;
  }
}

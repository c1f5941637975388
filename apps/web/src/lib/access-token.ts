/**
 * When an access token stops being accepted. The web server never verifies tokens (the API does);
 * it only reads the expiry to refresh before sending a token the API would refuse anyway.
 */

/** Seconds before the expiry at which a token counts as expired: it must still be valid on arrival. */
const ARRIVAL_MARGIN_SECONDS = 5;

function expirySeconds(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * False when there is no token or its expiry has passed. A token whose expiry cannot be read is
 * sent as it is: the API's answer decides.
 */
export function isAccessTokenUsable(token: string | undefined, nowMs: number = Date.now()): token is string {
  if (!token) return false;
  const exp = expirySeconds(token);
  return exp === undefined || exp - ARRIVAL_MARGIN_SECONDS > nowMs / 1000;
}

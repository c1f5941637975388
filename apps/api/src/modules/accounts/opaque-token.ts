import { createHash, randomBytes } from 'node:crypto';

/**
 * Long tokens and reset tokens: 32 random bytes, base64url. Only the SHA-256 is stored, so a copy
 * of the database cannot be turned into working sessions.
 */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

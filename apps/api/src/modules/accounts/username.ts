import { randomInt } from 'node:crypto';
import { normalizeSearch } from '@app/contracts/search.js';
import type { Db } from '../../db/client.js';
import { usernamesLike } from './users.repository.js';

/** "Nguyễn.Văn+shop@example.com" → "nguyen.van": the part before "@", reduced to the username alphabet. */
export function usernameBase(email: string): string {
  const local = normalizeSearch(email.split('@')[0] ?? '').replace(/\+.*$/, '');
  const cleaned = local
    .replace(/[^a-z0-9._-]+/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 30);
  return cleaned.length >= 3 ? cleaned : `user${cleaned}`;
}

/** The base itself when free, else the base with the smallest free number after it. */
export async function availableUsername(db: Db, email: string): Promise<string> {
  const base = usernameBase(email);
  const taken = new Set(await usernamesLike(db, base));
  if (!taken.has(base)) return base;
  for (let n = 1; n <= 1000; n += 1) {
    if (!taken.has(`${base}${n}`)) return `${base}${n}`;
  }
  return `${base}${randomInt(100_000, 1_000_000)}`;
}

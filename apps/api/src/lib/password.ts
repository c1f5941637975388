import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane): strong enough for stored passwords
 * and about 20 ms per hash, so sign-in stays quick on a small server.
 * The algorithm is spelled as its number because the package exports it as an ambient const enum.
 */
const ARGON2ID = 2 as Options['algorithm'];
const options: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(storedHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}

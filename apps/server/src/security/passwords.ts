import { hash, verify } from '@node-rs/argon2';

// argon2id is the library default (algorithm 2); parameters are OWASP's minimum for argon2id.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Hash of a random password, checked when no account matches so a miss costs the same time as a hit. */
const DECOY_HASH = hash(`decoy-${Math.random()}`, OPTIONS);

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await DECOY_HASH), password);
  } catch {
    return false;
  }
}

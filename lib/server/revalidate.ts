import { createHash, timingSafeEqual } from 'node:crypto';

/** Tags the back office may ask to refresh: `agency` (everything) or one of lib/agency/fetch.ts's `tags`. */
const TAG = /^agency(?::(?:roster|profile|slides|posts|social-media|attributes)(?::[a-z0-9_-]{1,40}){0,2})?$/;

export function isRevalidatableTag(tag: unknown): tag is string {
  return typeof tag === 'string' && TAG.test(tag);
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Constant-time comparison of the bearer secret; no secret configured means
 * no access. Both sides are hashed first so that the comparison always runs
 * over 32 bytes: comparing the raw strings would have to stop early on a
 * different length, and the time taken would tell an attacker the secret's length.
 */
export function secretMatches(given: string | null, expected: string | undefined): boolean {
  if (!expected) return false;
  return timingSafeEqual(digest(given ?? ''), digest(expected));
}

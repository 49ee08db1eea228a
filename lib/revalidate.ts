import { timingSafeEqual } from 'node:crypto';

/** Tags the back office may ask to refresh: `agency` (everything) or one of lib/api/tags.ts. */
const TAG = /^agency(?::(?:roster|profile|slides|posts|social-media|attributes)(?::[a-z0-9_-]{1,40}){0,2})?$/;

export function isRevalidatableTag(tag: unknown): tag is string {
  return typeof tag === 'string' && TAG.test(tag);
}

/** Constant-time comparison of the bearer secret; no secret configured means no access. */
export function secretMatches(given: string | null, expected: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

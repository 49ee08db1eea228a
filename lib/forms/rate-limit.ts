/**
 * Submissions per client address in a sliding window, in memory. One
 * process holds it (the site runs as one Node server); past `maxKeys`
 * clients the least recently seen are forgotten, so a flood of addresses
 * cannot grow the map without bound.
 */
export interface RateLimiter {
  /** Counts one attempt for `key`; false when the key is over its limit. */
  take(key: string, now?: number): boolean;
}

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): RateLimiter {
  const hits = new Map<string, number[]>();

  return {
    take(key, now = Date.now()) {
      const since = now - windowMs;
      const recent = (hits.get(key) ?? []).filter((t) => t > since);
      // Re-inserted so that the map's order is least recently seen first.
      hits.delete(key);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.set(key, recent);
      while (hits.size > maxKeys) {
        const oldest = hits.keys().next();
        if (oldest.done) break;
        hits.delete(oldest.value);
      }
      return true;
    },
  };
}

/**
 * The visitor's address as the proxy in front of the site reports it: the
 * first hop of `x-forwarded-for`, else `x-real-ip`, else one shared key.
 * Only as trustworthy as that proxy (it must overwrite, not append to, a
 * header the client sent).
 */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const real = request.headers.get('x-real-ip')?.trim();
  return (forwarded || real || 'local').slice(0, 100);
}

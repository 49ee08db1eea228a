/**
 * Spec §8: when the slides cannot be loaded, the home screen is the error
 * page with HTTP 503 and the error code. A page cannot choose its status,
 * so the proxy asks the site's own /api/slides-health (which reads the
 * cached slides, so a back office that is down behind a warm cache is still
 * healthy) and keeps the answer for a few seconds.
 */
export type SlidesHealth = { ok: true } | { ok: false; code: string };

export const HEALTH_TTL_MS = 10_000;

export function createSlidesHealthCheck(check: () => Promise<SlidesHealth>, now: () => number = Date.now) {
  let last: { at: number; value: SlidesHealth } | null = null;
  let pending: Promise<SlidesHealth> | null = null;
  return async function slidesHealth(): Promise<SlidesHealth> {
    if (last && now() - last.at < HEALTH_TTL_MS) return last.value;
    pending ??= check()
      .catch((): SlidesHealth => ({ ok: false, code: 'slides_unreachable' }))
      .then((value) => {
        last = { at: now(), value };
        pending = null;
        return value;
      });
    return pending;
  };
}

export function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === '/en' || pathname === '/es';
}

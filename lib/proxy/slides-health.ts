/**
 * docs/product.md §8: when the slides cannot be loaded, the home screen is the error
 * page with HTTP 503 and the error code. A page cannot choose its status, so
 * the proxy asks this check (lib/proxy/memory.ts runs it against the agency API, in
 * the proxy's own process: no request to the site itself) and rewrites the
 * home to its 503 screen when it fails.
 *
 * Once the slides have loaded in this process, Next holds a good home page
 * and keeps serving it while a refresh fails, so a later failure is not a
 * reason to show the error page: the check reports the home healthy then.
 */
export type SlidesHealth = { ok: true } | { ok: false; code: string };

/** How long a look at the slides holds, unless HOME_HEALTH_TTL_MS says otherwise (lib/config/env.ts). */
export const HEALTH_TTL_MS = 10_000;

export function createSlidesHealthCheck(
  check: () => Promise<SlidesHealth>,
  now: () => number = Date.now,
  /** Changes when any instance is told to revalidate (lib/proxy/generation.ts): a failure is asked again at once. */
  generation: () => Promise<string> = async () => '',
  ttlMs: () => number = () => HEALTH_TTL_MS,
) {
  let last: { at: number; value: SlidesHealth; generation: string } | null = null;
  let everLoaded = false;
  let pending: Promise<SlidesHealth> | null = null;
  return async function slidesHealth(): Promise<SlidesHealth> {
    // Nothing a later check says can change the answer: the home is served at once,
    // never after a wait for a back office that hangs.
    if (everLoaded) return { ok: true };
    const current = await generation();
    if (last && now() - last.at < ttlMs() && last.generation === current) return last.value;
    pending ??= check()
      .catch((): SlidesHealth => ({ ok: false, code: 'slides_unreachable' }))
      .then((value) => {
        everLoaded ||= value.ok;
        const shown: SlidesHealth = everLoaded ? { ok: true } : value;
        last = { at: now(), value: shown, generation: current };
        pending = null;
        return shown;
      });
    return pending;
  };
}

export function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === '/en' || pathname === '/es';
}

import 'server-only';
import { unstable_cache } from 'next/cache';
import { backOfficeIdentity } from '@/lib/api';
import { ROSTER_REVALIDATE_S } from '@/lib/rules/constants';

const inFlight = ((globalThis as { __agencyInFlight?: Map<string, Promise<unknown>> }).__agencyInFlight ??=
  new Map<string, Promise<unknown>>());

/**
 * How long a failed call keeps answering its callers with the same failure.
 * After a page fails, Next renders it once more (for the error page); without
 * this the visitor waited for the back office's timeout twice. It also keeps
 * a burst of visitors off a back office that has just failed.
 */
const FAILURE_MEMORY_MS = 3000;

/**
 * A call to the agency API cached on the server for `revalidate` seconds and
 * under `tags` (for on-demand revalidation), with concurrent misses sharing
 * one upstream call: a burst of visitors on a cold or expired cache still
 * makes a single request to the back office. A failure is never cached by
 * `unstable_cache`; it is only shared for FAILURE_MEMORY_MS.
 *
 * Entries are keyed by the back office too: a cache kept from a build
 * against another one (a CI cache, the demo roster) is a miss, not its data.
 */
export function cachedCall<Args extends unknown[], T>(
  key: string,
  fn: (...args: Args) => Promise<T>,
  options: { revalidate?: number; tags: (...args: Args) => string[] },
): (...args: Args) => Promise<T> {
  const revalidate = options.revalidate ?? ROSTER_REVALIDATE_S;
  return (...args: Args) => {
    const id = `${key}:${JSON.stringify(args)}`;
    const shared = () => {
      const pending = inFlight.get(id) as Promise<T> | undefined;
      if (pending) return pending;
      const call = fn(...args);
      inFlight.set(id, call);
      const forget = () => {
        if (inFlight.get(id) === call) inFlight.delete(id);
      };
      call.then(forget, () => setTimeout(forget, FAILURE_MEMORY_MS).unref());
      return call;
    };
    return unstable_cache(shared, [backOfficeIdentity(), key, ...args.map((a) => JSON.stringify(a))], {
      revalidate,
      tags: options.tags(...args),
    })();
  };
}

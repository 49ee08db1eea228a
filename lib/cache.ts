import 'server-only';
import { unstable_cache } from 'next/cache';
import { ROSTER_REVALIDATE_S } from '@/lib/constants';

const inFlight = ((globalThis as { __agencyInFlight?: Map<string, Promise<unknown>> }).__agencyInFlight ??=
  new Map<string, Promise<unknown>>());

/**
 * A call to the agency API cached on the server for `revalidate` seconds and
 * under `tags` (for on-demand revalidation), with concurrent misses sharing
 * one upstream call: a burst of visitors on a cold or expired cache still
 * makes a single request to the back office.
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
      const call = fn(...args).finally(() => inFlight.delete(id));
      inFlight.set(id, call);
      return call;
    };
    return unstable_cache(shared, [key, ...args.map((a) => JSON.stringify(a))], {
      revalidate,
      tags: options.tags(...args),
    })();
  };
}

import { backOfficeKey } from '@/lib/config/back-office.mjs';
import { sharedRedis } from '@/lib/server/redis-connection.mjs';

/** How often each process asks Redis whether a revalidation happened elsewhere. */
export const GENERATION_CHECK_MS = 1000;
/** A Redis that hangs costs a request at most this long; the last value read answers meanwhile. */
const REDIS_WAIT_MS = 250;

export type Generation = {
  /** The current generation: changes once this process or any other instance has been told to revalidate. */
  current(): Promise<string>;
  /** A revalidation: this process's copies go at once, the others' within GENERATION_CHECK_MS. */
  bump(): Promise<void>;
};

/**
 * A counter shared by the instances, for what the proxy keeps in memory
 * (visible talents, the home's health; why it keeps them: memory.ts), so a
 * revalidation reaches those copies through this counter. Read from the store at most
 * every `checkMs`, concurrent readers sharing one read; a store that fails or
 * hangs leaves the last value, and the copies then expire by their own age.
 */
export function createGeneration(
  store: { read(): Promise<string | null>; bump(): Promise<unknown> } | null,
  { now = Date.now, checkMs = GENERATION_CHECK_MS, waitMs = REDIS_WAIT_MS } = {},
): Generation {
  let local = 0;
  let shared: string | null = null;
  let readAt = -Infinity;
  let pending: Promise<void> | null = null;
  const within = <T>(work: Promise<T>) =>
    Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('store timeout')), waitMs).unref())]);
  const refresh = () =>
    (pending ??= within(store!.read())
      .then((value) => {
        shared = value;
      })
      .catch(() => {})
      .finally(() => {
        readAt = now();
        pending = null;
      }));
  return {
    async current() {
      if (store && now() - readAt >= checkMs) await refresh();
      return `${local}:${shared ?? '-'}`;
    },
    async bump() {
      local++;
      if (!store) return;
      await within(store.bump()).catch(() => {});
      readAt = -Infinity;
    },
  };
}

const held = globalThis as { __proxyGeneration?: Generation };

/** The process's generation (on globalThis: the proxy and the route handlers are separate bundles in one process). */
export function proxyGeneration(): Generation {
  if (held.__proxyGeneration) return held.__proxyGeneration;
  const redis = sharedRedis();
  const key = `ravage:${backOfficeKey()}:proxy-generation`;
  held.__proxyGeneration = createGeneration(
    redis && {
      read: () => redis.get(key),
      bump: () => redis.incr(key),
    },
  );
  return held.__proxyGeneration;
}

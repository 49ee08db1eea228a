// Plain JavaScript: Next's cache handler (cache-handler.mjs) loads it with
// Node as it is, and the form rate limits import it from bundled route code.
// Hence it reads REDIS_URL itself; lib/config/env.ts checks it.
import { createClient } from 'redis';
import { outsideRequests } from './observability/request-context.mjs';

/**
 * One connection per process, kept on globalThis: the cache handler and the
 * routes are separate module instances (one loaded by Node, one bundled by
 * Next), and a second connection would log every outage twice.
 */
const SHARED = Symbol.for('ravage.redis');
/** An outage is reported once a minute, not once per request or reconnect attempt. */
export const OUTAGE_LOG_INTERVAL_MS = 60_000;

/**
 * A reporter of Redis outages that logs the first error and then at most one
 * line per `intervalMs` while it lasts, and one line when Redis is back.
 */
export function outageLog({ intervalMs = OUTAGE_LOG_INTERVAL_MS, now = Date.now, log = console } = {}) {
  let down = false;
  let lastReport = -Infinity;
  return {
    error(error) {
      down = true;
      if (now() - lastReport < intervalMs) return false;
      lastReport = now();
      const reason = error?.code ?? error?.message ?? String(error);
      log.error(`Redis unreachable (${reason}): each instance serves from its own cache and limits until it returns`);
      return true;
    },
    ready() {
      if (!down) return false;
      down = false;
      lastReport = -Infinity;
      log.info('Redis reachable again: the shared cache and limits are back');
      return true;
    },
  };
}

/**
 * The process's Redis client for `REDIS_URL`, or null without one. It never
 * waits for Redis: a command while disconnected fails at once (callers fall
 * back to their local cache or limiter), and it reconnects by itself.
 */
export function sharedRedis(url = process.env.REDIS_URL) {
  if (!url) return null;
  if (globalThis[SHARED]) return globalThis[SHARED];
  const report = outageLog();
  const client = createClient({
    url,
    disableOfflineQueue: true,
    // Notices a connection that died silently (a Redis host gone without a reset).
    pingInterval: 5000,
    socket: { connectTimeout: 1000, reconnectStrategy: (attempt) => Math.min(100 * 2 ** attempt, 2000) },
  });
  // Written as part of no request: the client's events run in whatever
  // request's context its socket last saw, and its outage lines would carry
  // that unrelated request's id.
  client.on('error', (error) => outsideRequests(() => report.error(error)));
  client.on('ready', () => outsideRequests(() => report.ready()));
  // Retried by reconnectStrategy until Redis answers; errors go to the handler above.
  client.connect().catch(() => {});
  globalThis[SHARED] = client;
  return client;
}

// Plain JavaScript: read by the request log (bundled) and by the Redis
// connection, which Next's cache handler loads with Node as it is.
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request being served, so the lines written while it is carry its id
 * (lib/server/observability/request-log.ts enters it). One store per process, on
 * globalThis: instrumentation.ts, the app's bundles and the modules Node
 * loads itself each have their own copy of this module.
 */
const STORE = Symbol.for('ravage.request-context');
export const requestContext = (globalThis[STORE] ??= new AsyncLocalStorage());

/**
 * Runs `fn` as part of no request: what it starts (a connection, its
 * reconnection timers, its events) and logs later belongs to no visitor's
 * request, whichever request happened to start it.
 */
export function outsideRequests(fn) {
  return requestContext.exit(fn);
}

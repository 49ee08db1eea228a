/**
 * TRACE (and TRACK) asked of an instance directly get 405, as nginx answers
 * them in front: Next builds a WHATWG `Request` for the proxy and for route
 * handlers before any of the site's code runs, undici refuses those methods
 * (forbidden by the Fetch standard), and Next answers 500 with an error line
 * (docs/decisions/0063-trace-answered-405.md: upstream vercel/next.js#78070;
 * remove this once Next answers them itself). CONNECT never reaches Next's
 * `request` handler: Node hands it to the server's `connect` event.
 *
 * The `http.server.request.start` channel of `node:http` runs just before
 * the server hands the request to Next, on the same objects: the request is
 * turned into a GET of the one route that answers 405. It is subscribed after
 * the request lines (request-log.ts), which keep the method and path as sent.
 */
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

/** Methods undici refuses to put in a `Request` that Node's parser still hands to `request`. */
const REFUSED_BY_FETCH = new Set(['TRACE', 'TRACK']);

/** The route that answers them (app/api/unsupported-method/route.ts). */
export const UNSUPPORTED_METHOD_PATH = '/api/unsupported-method';

/** The methods the site's addresses answer, for the 405's `Allow`. */
export const ALLOWED_METHODS = 'GET, HEAD, POST';

export function redirectUnsupportedMethod(request: IncomingMessage): void {
  if (!REFUSED_BY_FETCH.has(request.method ?? '')) return;
  request.method = 'GET';
  request.url = UNSUPPORTED_METHOD_PATH;
}

const SUBSCRIBED = Symbol.for('ravage.unsupported-methods');

/** Once per process, from instrumentation.ts, after `logRequests`. */
export function answerUnsupportedMethods(): void {
  const flags = globalThis as { [SUBSCRIBED]?: boolean };
  if (flags[SUBSCRIBED]) return;
  flags[SUBSCRIBED] = true;
  diagnostics.subscribe('http.server.request.start', (message) => {
    redirectUnsupportedMethod((message as { request: IncomingMessage }).request);
  });
}

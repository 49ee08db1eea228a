/**
 * One log line per request the Next server answers, and the request's id for
 * the lines written while it is served (the back office calls, an error).
 *
 * Next has no documented hook at the end of a request under `next start`
 * without a custom server; Node has one: the `http.server.request.start` and
 * `http.server.response.finish` diagnostics channels of `node:http`, which see
 * every request of the process with its final status, whatever answered it
 * (the proxy, a page, a route handler, a static file). The request's record is
 * entered into an AsyncLocalStorage as the request starts, so code serving it
 * reads its id (`currentRequest`): the back office calls' lines carry it
 * (lib/agency/calls.ts publishes each call on a channel of its own). With
 * traces on, instrumentation.ts adds Next's route pattern and the trace id
 * from Next's request span (docs/decisions/0053-request-logs-and-traces.md).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AGENCY_CALL_CHANNEL, type AgencyCall } from '@/lib/agency/calls';
import { levelOf, log, pathOnly, REQUEST_ID_HEADER, requestIdFrom } from './log';

export interface RequestRecord {
  readonly requestId: string;
  readonly method: string;
  /** The requested path, without its query. */
  readonly path: string;
  readonly started: number;
  /** Next's route pattern (`/[locale]/talent/[id]/[name]`), when traces are on. */
  route?: string;
  traceId?: string;
}

/**
 * One store per process, on globalThis: instrumentation.ts and the app's code
 * are bundled apart, and each bundle has its own copy of this module.
 */
const STORE = Symbol.for('ravage.request-context');
const shared = globalThis as { [STORE]?: AsyncLocalStorage<RequestRecord> };
const context = (shared[STORE] ??= new AsyncLocalStorage<RequestRecord>());

/** The record of the request being served, if any (none at build time or in a timer). */
export function currentRequest(): RequestRecord | undefined {
  return context.getStore();
}

interface RequestMessage {
  request: IncomingMessage;
  response: ServerResponse;
}

const records = new WeakMap<ServerResponse, RequestRecord>();

function onStart(message: unknown): void {
  const { request, response } = message as RequestMessage;
  const record: RequestRecord = {
    requestId: requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    method: request.method ?? 'GET',
    path: pathOnly(request.url ?? '/'),
    started: performance.now(),
  };
  records.set(response, record);
  // The channel is published just before the server emits `request`, in the
  // same synchronous run: the whole request is served inside this store.
  context.enterWith(record);
}

function onFinish(message: unknown): void {
  const { request, response } = message as RequestMessage;
  // A request that started before instrumentation.ts had run (the one that
  // makes Next prepare itself) gets its line too, without a duration.
  const record = records.get(response) ?? {
    requestId: requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    method: request.method ?? 'GET',
    path: pathOnly(request.url ?? '/'),
    started: Number.NaN,
  };
  log(levelOf(response.statusCode), {
    event: 'request',
    requestId: record.requestId,
    traceId: record.traceId,
    method: record.method,
    route: record.route ?? record.path,
    path: record.path,
    status: response.statusCode,
    ms: Number.isNaN(record.started) ? undefined : Math.round(performance.now() - record.started),
  });
}

/** A back-office call's line, with the id of the request it serves (the channel publishes in the call's own async context). */
function onAgencyCall(message: unknown): void {
  const call = message as AgencyCall;
  log(levelOf(call.status), {
    event: 'agency',
    requestId: currentRequest()?.requestId,
    host: call.host,
    method: call.method,
    path: pathOnly(call.path),
    status: call.status,
    ms: call.ms,
    code: call.code,
  });
}

const SUBSCRIBED = Symbol.for('ravage.request-log');

/** Starts the request lines (once per process, from instrumentation.ts). */
export function logRequests(): void {
  const flags = globalThis as { [SUBSCRIBED]?: boolean };
  if (flags[SUBSCRIBED]) return;
  flags[SUBSCRIBED] = true;
  diagnostics.subscribe('http.server.request.start', onStart);
  diagnostics.subscribe('http.server.response.finish', onFinish);
  diagnostics.subscribe(AGENCY_CALL_CHANNEL, onAgencyCall);
}

/**
 * One log line per request the Next server answers, and the request's id for
 * the lines written while it is served (the back office calls, a failure).
 *
 * Next has no documented hook at the end of a request under `next start`
 * without a custom server; Node has one: the `http.server.request.start` and
 * `http.server.response.finish` diagnostics channels of `node:http`, which see
 * every request of the process with its final status, whatever answered it
 * (the proxy, a page, a route handler, a static file). The request's record is
 * entered into an AsyncLocalStorage as the request starts, so code serving it
 * reads its id (`currentRequest`): the back office calls' lines and the
 * failures' lines (`logFailure`) carry it (lib/agency/calls.ts publishes each
 * call, and each failure that layer works around, on channels of its own). A
 * request the client abandons gets its line as its response closes
 * unfinished, with nginx's 499. In production the console's output becomes
 * lines too (`logConsole`). With traces on, instrumentation.ts adds Next's
 * route pattern and the trace id from Next's request span
 * (docs/decisions/0053-request-logs-and-traces.md).
 */
import type { AsyncLocalStorage } from 'node:async_hooks';
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { format, stripVTControlCharacters } from 'node:util';
import { AGENCY_CALL_CHANNEL, AGENCY_FAILURE_CHANNEL, type AgencyCall, type AgencyFailure } from '@/lib/agency/calls';
import { requestContext } from './request-context.mjs';
import { errorFields, type Level, levelOf, log, type LogValue, pathOnly, REQUEST_ID_HEADER, requestIdFrom } from './log';

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

/** The process's one store (instrumentation.ts and the app's code are bundled apart). */
const context = requestContext as AsyncLocalStorage<RequestRecord>;

/** The record of the request being served, if any (none at build time or in a timer). */
export function currentRequest(): RequestRecord | undefined {
  return context.getStore();
}

interface RequestMessage {
  request: IncomingMessage;
  response: ServerResponse;
}

const records = new WeakMap<ServerResponse, RequestRecord>();
const abandoned = new WeakSet<ServerResponse>();

/** The status of a request the client abandoned before its answer ended, as nginx writes it. */
export const ABORTED_STATUS = 499;

function writeRequestLine(record: RequestRecord, status: number, aborted?: true): void {
  log(levelOf(status), {
    event: 'request',
    requestId: record.requestId,
    traceId: record.traceId,
    method: record.method,
    route: record.route ?? record.path,
    path: record.path,
    status,
    aborted,
    ms: Number.isNaN(record.started) ? undefined : Math.round(performance.now() - record.started),
  });
}

function onStart(message: unknown): void {
  const { request, response } = message as RequestMessage;
  const record: RequestRecord = {
    requestId: requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    method: request.method ?? 'GET',
    path: pathOnly(request.url ?? '/'),
    started: performance.now(),
  };
  records.set(response, record);
  // A client that goes away before the answer ends gets no `finish`; the
  // response still closes, once, and says whether it had finished.
  response.once('close', () => {
    if (response.writableFinished) return;
    abandoned.add(response);
    writeRequestLine(record, ABORTED_STATUS, true);
  });
  // The channel is published just before the server emits `request`, in the
  // same synchronous run: the whole request is served inside this store.
  context.enterWith(record);
}

function onFinish(message: unknown): void {
  const { request, response } = message as RequestMessage;
  // Its line is written: what is sent after the client has gone reaches no one.
  if (abandoned.has(response)) return;
  // A request that started before instrumentation.ts had run (the one that
  // makes Next prepare itself) gets its line too, without a duration.
  const record = records.get(response) ?? {
    requestId: requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    method: request.method ?? 'GET',
    path: pathOnly(request.url ?? '/'),
    started: Number.NaN,
  };
  writeRequestLine(record, response.statusCode);
}

/** What a failure's line may add besides the error: its level (`error` unless said) and fields of its own. */
export interface FailureDetails {
  level?: Level;
  [field: string]: LogValue;
}

/**
 * A failure the site answers for or works around (a route's 503, a page
 * shown without its countries), as one line: `event` is `failure`, `what`
 * says what failed, the error is log.ts's `errorFields`, and the id is the
 * request being served (none at build time), so the failure sits beside that
 * request's own line. The one way the server writes a failure.
 */
export function logFailure(what: string, error: unknown, details: FailureDetails = {}): void {
  const { level = 'error', ...fields } = details;
  log(level, { event: 'failure', requestId: currentRequest()?.requestId, what, ...fields, ...errorFields(error) });
}

/** A failure lib/agency works around, published there since that layer does not log (lib/agency/calls.ts). */
function onAgencyFailure(message: unknown): void {
  const { what, error } = message as AgencyFailure;
  logFailure(what, error);
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

/** One console call as one line (`logConsole`). */
function consoleLine(level: Level) {
  return (...args: unknown[]): void => {
    const error = args.find((arg) => arg instanceof Error);
    const message = stripVTControlCharacters(format(...args.filter((arg) => arg !== error))).trim();
    if (!message && error === undefined) return;
    log(level, {
      event: 'console',
      requestId: currentRequest()?.requestId,
      message: message || undefined,
      ...(error === undefined ? {} : errorFields(error)),
    });
  };
}

/**
 * The server's console as log lines: what Next prints of a request's error
 * (`⨯` and the error, its stack and causes over many lines), a library's
 * warning, the Redis outage notice. Each call is one line, `event` being
 * `console`, its text in `message`, an error among its arguments as
 * `errorFields`, with the id of the request being served. Next looks the
 * console up at each call and has no switch for its own error print under
 * `next start`; the site's own failures use `logFailure`. The methods are
 * those the code base may use (eslint's no-console), Next's error and warn
 * among them. Returns the function that puts the console back (tests).
 */
export function logConsole(): () => void {
  const saved = { error: console.error, warn: console.warn, info: console.info };
  console.error = consoleLine('error');
  console.warn = consoleLine('warn');
  console.info = consoleLine('info');
  return () => {
    Object.assign(console, saved);
  };
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
  diagnostics.subscribe(AGENCY_FAILURE_CHANNEL, onAgencyFailure);
}

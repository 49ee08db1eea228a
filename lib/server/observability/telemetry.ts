/**
 * What instrumentation.ts adds to @vercel/otel when traces are on
 * (OTEL_EXPORTER_OTLP_ENDPOINT set): the service's name, and a span
 * processor that copies Next's route pattern and the trace id from Next's
 * request span onto the request's log line (lib/server/observability/request-log.ts), so a
 * log line leads to its trace; and the query taken out of every span's URL,
 * as it is out of the log lines (a query holds what a visitor typed). Loaded
 * only when traces are on.
 */
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { pathOnly } from './log';
import { currentRequest, type RequestRecord } from './request-log';

/** The service name traces carry (OTEL_SERVICE_NAME overrides it). */
export const SERVICE_NAME = 'ravage-site';

/** Next's span around the handling of one request (its OpenTelemetry guide's `BaseServer.handleRequest`). */
const REQUEST_SPAN = 'BaseServer.handleRequest';

/** The URL attributes Next and the HTTP conventions give a span (Next's request span: `http.target`, its fetch spans: `http.url`). */
const URL_ATTRIBUTES = ['http.target', 'http.url', 'url.full', 'url.query'] as const;

/** A span's URL without its query: set where Next sets them, as the span starts, before any exporter sees it. */
function withoutQuery(span: Span): void {
  for (const name of URL_ATTRIBUTES) {
    const value = span.attributes[name];
    if (typeof value !== 'string') continue;
    if (name === 'url.query') span.setAttribute(name, '');
    else if (/[?#]/.test(value)) span.setAttribute(name, pathOnly(value));
  }
  // Next names its fetch spans after the URL (`fetch GET https://…?…`).
  if (/[?#]/.test(span.name)) span.updateName(pathOnly(span.name));
}

export class RequestLogSpanProcessor implements SpanProcessor {
  readonly #records = new WeakMap<Span | ReadableSpan, RequestRecord>();

  onStart(span: Span): void {
    withoutQuery(span);
    if (span.attributes['next.span_type'] !== REQUEST_SPAN) return;
    const record = currentRequest();
    if (!record) return;
    record.traceId ??= span.spanContext().traceId;
    this.#records.set(span, record);
  }

  onEnd(span: ReadableSpan): void {
    const record = this.#records.get(span);
    const route = span.attributes['next.route'];
    // With the proxy, Next handles a request in two passes; the render pass names the route.
    if (record && typeof route === 'string') record.route = route;
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * What instrumentation.ts adds to @vercel/otel when traces are on
 * (OTEL_EXPORTER_OTLP_ENDPOINT set): the service's name, and a span
 * processor that copies Next's route pattern and the trace id from Next's
 * request span onto the request's log line (lib/server/request-log.ts), so a
 * log line leads to its trace. Loaded only when traces are on.
 */
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { currentRequest, type RequestRecord } from './request-log';

/** The service name traces carry (OTEL_SERVICE_NAME overrides it). */
export const SERVICE_NAME = 'ravage-site';

/** Next's span around the handling of one request (its OpenTelemetry guide's `BaseServer.handleRequest`). */
const REQUEST_SPAN = 'BaseServer.handleRequest';

export class RequestLogSpanProcessor implements SpanProcessor {
  readonly #records = new WeakMap<Span | ReadableSpan, RequestRecord>();

  onStart(span: Span): void {
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

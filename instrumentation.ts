/**
 * What an operator sees of the running site (Next's instrumentation file
 * convention, run once as the server starts):
 *
 * - first, the environment checked (lib/config/env.ts): a bad value stops
 *   the server with an Error naming the variable, before any request;
 * - always, one JSON log line per request (lib/server/observability/request-log.ts), and
 *   in production the console as JSON lines too (Next's own error print);
 * - always, 405 for TRACE asked of an instance directly
 *   (lib/server/unsupported-methods.ts, an upstream workaround);
 * - with OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
 *   set, OpenTelemetry traces through @vercel/otel: Next's own spans and one
 *   span per back-office call (lib/agency/fetch.ts names them). Without it
 *   nothing of OpenTelemetry is loaded: its modules are imported here, lazily.
 * - `onRequestError`: a line with the error's digest, the number the error
 *   page shows a visitor, so that the page leads to the line.
 */
import type { Instrumentation } from 'next';

// NEXT_RUNTIME and NODE_ENV are Next's own, replaced where they are written:
// the Edge bundle keeps none of the Node-only imports below.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ envAtStart }, { logConsole, logRequests }, { answerUnsupportedMethods }] = await Promise.all([
    import('./lib/config/env'),
    import('./lib/server/observability/request-log'),
    import('./lib/server/unsupported-methods'),
  ]);
  const { OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT } = envAtStart();
  logRequests();
  // After the request lines, which keep the method as sent.
  answerUnsupportedMethods();
  // `next dev` keeps its readable terminal.
  if (process.env.NODE_ENV === 'production') logConsole();
  if (!OTEL_EXPORTER_OTLP_ENDPOINT && !OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return;
  const [{ registerOTel }, { RequestLogSpanProcessor, SERVICE_NAME }] = await Promise.all([
    import('@vercel/otel'),
    import('./lib/server/observability/telemetry'),
  ]);
  registerOTel({
    serviceName: SERVICE_NAME,
    spanProcessors: ['auto', new RequestLogSpanProcessor()],
  });
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ log, pathOnly }, { currentRequest }] = await Promise.all([
    import('./lib/server/observability/log'),
    import('./lib/server/observability/request-log'),
  ]);
  const digest =
    typeof error === 'object' && error !== null && 'digest' in error ? String((error as { digest: unknown }).digest) : undefined;
  log('error', {
    event: 'error',
    requestId: currentRequest()?.requestId,
    digest,
    method: request.method,
    route: context.routePath,
    path: pathOnly(request.path),
    routeType: context.routeType,
    renderSource: 'renderSource' in context ? context.renderSource : undefined,
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
};

import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { RequestLogSpanProcessor } from '@/lib/server/observability/telemetry';

describe('the spans an exporter receives', () => {
  it('carry URLs without their query: what a visitor typed stays out of traces, as out of the log lines', async () => {
    const exporter = new InMemorySpanExporter();
    // As instrumentation.ts orders them: the exporting processor first, the site's after it.
    const provider = new BasicTracerProvider({
      spanProcessors: [new SimpleSpanProcessor(exporter), new RequestLogSpanProcessor()],
    });
    const tracer = provider.getTracer('test');
    // As Next starts its request span and its fetch spans.
    tracer
      .startSpan('GET /modelos?q=ana+maria', {
        attributes: { 'next.span_type': 'BaseServer.handleRequest', 'http.method': 'GET', 'http.target': '/modelos?q=ana+maria' },
      })
      .end();
    tracer
      .startSpan('fetch GET http://back.office/api/talents?name=ana', {
        attributes: {
          'http.url': 'http://back.office/api/talents?name=ana',
          'url.full': 'http://back.office/api/talents?name=ana#x',
          'url.query': 'name=ana',
        },
      })
      .end();
    tracer.startSpan('GET /contato', { attributes: { 'http.target': '/contato' } }).end();
    await provider.forceFlush();
    const spans = exporter.getFinishedSpans();
    expect(spans.map((s) => s.name)).toEqual(['GET /modelos', 'fetch GET http://back.office/api/talents', 'GET /contato']);
    expect(spans[0]!.attributes['http.target']).toBe('/modelos');
    expect(spans[1]!.attributes).toMatchObject({
      'http.url': 'http://back.office/api/talents',
      'url.full': 'http://back.office/api/talents',
      'url.query': '',
    });
    expect(spans[2]!.attributes['http.target']).toBe('/contato');
    expect(JSON.stringify(spans.map((s) => [s.name, s.attributes]))).not.toMatch(/ana/);
  });
});

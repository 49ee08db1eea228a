// The production site server (`npm start` runs it through scripts/run.mjs):
// Next's own request handler behind the micro-cache of lib/micro-cache.ts.
// Answers Next marks public (pages, built scripts and styles, optimized
// images) are kept for a second and replayed as bytes; everything else goes
// straight to Next. MICRO_CACHE=off turns the cache off. Every HTML page is
// rewritten on its way out to paint before its scripts run
// (lib/paint-first.ts; PAINT_FIRST=off serves Next's tags as they are, to
// compare), so compression is done here, after that rewrite
// (next.config.ts: `compress: false`).
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import compression from 'compression';
import next from 'next';
import { cacheKey, MAX_BODY_BYTES, MicroCache, notModified, registerMicroCache, type CachedAnswer, type Headers } from '../lib/micro-cache';
import { PaintFirstRewriter } from '../lib/paint-first';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
const enabled = process.env.MICRO_CACHE !== 'off';
const paintFirstEnabled = process.env.PAINT_FIRST !== 'off';

const cache = new MicroCache({ freshMs: 1000, staleMs: 10_000, maxEntries: 500 });
if (enabled) registerMicroCache(cache);

function replay(request: IncomingMessage, response: ServerResponse, answer: CachedAnswer): void {
  if (notModified(request, answer)) {
    const { etag, vary, 'cache-control': cacheControl } = answer.headers;
    const kept = Object.entries({ etag, vary, 'cache-control': cacheControl }).filter(([, value]) => value !== undefined);
    response.writeHead(304, { ...Object.fromEntries(kept), 'x-micro-cache': 'HIT' });
    response.end();
    return;
  }
  response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length, 'x-micro-cache': 'HIT' });
  response.end(answer.body);
}

type Chunk = string | Uint8Array;

/** Collects what Next writes to `response` and hands it to `done` once the answer ends (null: too big to keep). */
function capture(response: ServerResponse, done: (status: number, headers: Headers, body: Buffer | null) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let headArgs: Headers = {};
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Chunk);
    size += buffer.length;
    // Too big to share (a zip, say): stop holding it; `store` refuses it by size.
    if (size <= MAX_BODY_BYTES) chunks.push(buffer);
    else chunks.length = 0;
  };
  const { writeHead, write, end } = response;
  response.setHeader('x-micro-cache', 'MISS');
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const last = args[args.length - 1];
    if (last && typeof last === 'object' && !Array.isArray(last)) headArgs = { ...headArgs, ...(last as Headers) };
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    const headers: Headers = { ...(response.getHeaders() as Headers), ...headArgs };
    delete headers['x-micro-cache'];
    done(response.statusCode, headers, size <= MAX_BODY_BYTES ? Buffer.concat(chunks, size) : null);
    return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];
}

/**
 * Passes every HTML answer through the paint-first rewrite as Next writes
 * it (streamed pages stay streamed). Its length changes, so a length Next
 * announced is dropped.
 */
function rewritePages(response: ServerResponse): void {
  let rewriter: PaintFirstRewriter | null | undefined;
  const decoder = new StringDecoder('utf8');
  const decide = (): PaintFirstRewriter | null => {
    if (rewriter === undefined) {
      rewriter = String(response.getHeader('content-type') ?? '').startsWith('text/html') ? new PaintFirstRewriter() : null;
      if (rewriter && !response.headersSent) response.removeHeader('content-length');
    }
    return rewriter;
  };
  const text = (chunk: unknown, encoding: unknown): string =>
    typeof chunk === 'string'
      ? decoder.write(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
      : chunk instanceof Uint8Array
        ? decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))
        : '';
  const { writeHead, write, end } = response;
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    // Headers handed to writeHead become ordinary headers first, so the type is known and the length can go.
    const headers = rest.find((arg): arg is OutgoingHttpHeaders => Boolean(arg) && typeof arg === 'object' && !Array.isArray(arg));
    if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
    decide();
    const reason = typeof rest[0] === 'string' ? [rest[0]] : [];
    return (writeHead as (...a: unknown[]) => ServerResponse).call(this, status, ...reason);
  } as ServerResponse['writeHead'];
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    const html = decide();
    if (!html) return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    const out = html.push(text(chunk, rest[0]));
    if (out) return (write as (...a: unknown[]) => boolean).call(this, out, done);
    done?.();
    return true;
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    const html = decide();
    if (!html) return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    const done = [chunk, ...rest].find((arg) => typeof arg === 'function') as (() => void) | undefined;
    const last = typeof chunk === 'function' ? '' : text(chunk, rest[0]);
    return (end as (...a: unknown[]) => ServerResponse).call(this, html.push(last + decoder.end()) + html.end(), done);
  } as ServerResponse['end'];
}

// Next's own compression (the same `compression` middleware), moved after the rewrite.
const compress = compression();

const app = next({ dev: false, dir: process.cwd(), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  const key = enabled ? cacheKey(request) : null;
  if (key) {
    const found = cache.lookup(key);
    if (found.kind === 'hit') return replay(request, response, found.answer);
    capture(response, (status, headers, body) => cache.store(key, status, headers, body));
  }
  // Patched in this order, the bytes go: Next -> paint-first rewrite -> compression -> micro-cache -> socket.
  compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => {
    if (paintFirstEnabled) rewritePages(response);
    void handle(request, response);
  });
});

server.listen(port, hostname, () => {
  console.log(`▲ Site ready on http://localhost:${port}${enabled ? ' (micro-cache on)' : ''}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}

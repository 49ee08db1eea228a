// The production site server (`npm start` runs it through scripts/run.mjs):
// Next's own request handler behind the micro-cache of lib/micro-cache.ts.
// Answers Next marks public (pages, built scripts and styles, optimized
// images) are kept for a second and replayed as bytes; everything else goes
// straight to Next. MICRO_CACHE=off turns the cache off (Next alone, as
// `next start` would serve).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import next from 'next';
import { cacheKey, MAX_BODY_BYTES, MicroCache, notModified, registerMicroCache, type CachedAnswer, type Headers } from '../lib/micro-cache';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
const enabled = process.env.MICRO_CACHE !== 'off';

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
  void handle(request, response);
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

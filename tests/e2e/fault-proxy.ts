import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A controllable proxy between a site under test and a real agency API.
 * Modes:
 * - `pass`: every request goes through untouched;
 * - `down`: connections are dropped on arrival (the site sees a reset);
 * - `slow`: answers are held `delayMs` before they go through;
 * - `late`: requests go through at once (the back office stores them) and
 *   their answers are held `delayMs`, so a caller that gives up first never
 *   learns that its request was kept; `times` limits it to the first ones;
 * - `malformed`: `200` with the body `{` as application/json;
 * - `bad-shape`: `200` with valid JSON that breaks the contract;
 * - `expire-tokens`: every bearer token issued before the switch is refused
 *   with `401` from then on, as if it had expired; sign-ins go through, so
 *   newer tokens work;
 * - `strip-casting`: JSON answers go through without contract 1.1's optional
 *   fields (`availability`, `taken_at`, `kind`, at any depth): a back office
 *   that predates them.
 * `match` limits a mode to the paths it matches; other requests pass.
 */
export type FaultMode = 'pass' | 'down' | 'slow' | 'late' | 'malformed' | 'bad-shape' | 'expire-tokens' | 'strip-casting';

/** Contract 1.1's optional fields, which a 1.0 back office never sends. */
export const CASTING_FIELDS = ['availability', 'taken_at', 'kind'] as const;

/** `value` without the casting fields at any depth. */
export function withoutCastingFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCastingFields);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !(CASTING_FIELDS as readonly string[]).includes(key))
      .map(([key, item]) => [key, withoutCastingFields(item)]),
  );
}

export interface Exchange {
  method: string;
  path: string;
  token: string | null;
  /** The Idempotency-Key header, when the request had one. */
  idempotencyKey: string | null;
  /** The status the proxy answered, or `dropped`. */
  outcome: number | 'dropped';
  /** When it arrived (Date.now()). */
  at: number;
}

export interface FaultProxy {
  url: string;
  /** Switches mode; `match` (a path test) limits the fault to some paths. */
  setMode(mode: FaultMode, options?: { match?: RegExp; delayMs?: number; times?: number }): void;
  /** Every request seen, in order. */
  readonly log: readonly Exchange[];
  close(): Promise<void>;
}

const SIGN_IN = /^\/api\/(signin|login)$/;

/** A shape no part of the contract has: ids as text, names missing, lists as objects. */
const BAD_SHAPE = JSON.stringify({
  data: { id: 'seven', gender: 'robot', book: { file: 1 }, categories: 'all' },
  current_page: 'one',
});

export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  const target = new URL(upstream);
  let mode: FaultMode = 'pass';
  let match: RegExp | null = null;
  let delayMs = 0;
  let times = Infinity;
  const seenTokens = new Set<string>();
  const expired = new Set<string>();
  const log: Exchange[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const applies = (path: string) => mode !== 'pass' && (match === null || match.test(path));

  /** Sends the request on at once; its answer waits `delayMs`, and is dropped if the caller has gone. */
  function forwardLate(req: http.IncomingMessage, res: http.ServerResponse, entry: Exchange) {
    const upstreamRequest = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        entry.outcome = answer.statusCode ?? 0;
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (res.destroyed) return;
            res.writeHead(answer.statusCode ?? 502, answer.headers).end(Buffer.concat(chunks));
          }, delayMs);
          timers.add(timer);
        });
      },
    );
    upstreamRequest.on('error', () => res.destroy());
    req.pipe(upstreamRequest);
  }

  /** Sends the request on; a JSON answer comes back without the casting fields (the rest as it came). */
  function forwardStripped(req: http.IncomingMessage, res: http.ServerResponse, entry: Exchange) {
    const upstreamRequest = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        // Uncompressed, so that the body can be read and rewritten.
        headers: { ...req.headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        entry.outcome = answer.statusCode ?? 0;
        if (!String(answer.headers['content-type'] ?? '').includes('application/json')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body = text;
          try {
            body = JSON.stringify(withoutCastingFields(JSON.parse(text)));
          } catch {
            // Not JSON after all: passed on as it came.
          }
          const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
          delete headers.etag;
          delete headers['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, headers).end(body);
        });
      },
    );
    upstreamRequest.on('error', () => res.destroy());
    res.on('close', () => upstreamRequest.destroy());
    req.pipe(upstreamRequest);
  }

  function forward(req: http.IncomingMessage, res: http.ServerResponse, entry: Exchange) {
    const upstreamRequest = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        entry.outcome = answer.statusCode ?? 0;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstreamRequest.on('error', () => res.destroy());
    res.on('close', () => upstreamRequest.destroy());
    req.pipe(upstreamRequest);
  }

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const auth = req.headers.authorization;
    const token = auth?.startsWith('Bearer ') ? auth.slice(7) : null;
    const key = req.headers['idempotency-key'];
    const entry: Exchange = {
      method: req.method ?? 'GET',
      path,
      token,
      idempotencyKey: typeof key === 'string' ? key : null,
      outcome: 'dropped',
      at: Date.now(),
    };
    log.push(entry);
    if (token && !expired.has(token)) seenTokens.add(token);

    if (!applies(path)) return forward(req, res, entry);
    switch (mode) {
      case 'down':
        req.socket.destroy();
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!req.socket.destroyed) forward(req, res, entry);
        }, delayMs);
        timers.add(timer);
        return;
      }
      case 'late':
        if (times <= 0) return forward(req, res, entry);
        times -= 1;
        return forwardLate(req, res, entry);
      case 'malformed':
        entry.outcome = 200;
        req.resume();
        res.writeHead(200, { 'content-type': 'application/json' }).end('{');
        return;
      case 'bad-shape':
        entry.outcome = 200;
        req.resume();
        res.writeHead(200, { 'content-type': 'application/json' }).end(BAD_SHAPE);
        return;
      case 'expire-tokens':
        if (token && expired.has(token) && !SIGN_IN.test(path)) {
          entry.outcome = 401;
          req.resume();
          res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthenticated."}');
          return;
        }
        return forward(req, res, entry);
      case 'strip-casting':
        return forwardStripped(req, res, entry);
      default:
        return forward(req, res, entry);
    }
  });
  server.on('connection', (socket) => {
    // Down means down for new connections as well as for kept-alive ones.
    if (mode === 'down' && match === null) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    log,
    setMode(next, options = {}) {
      mode = next;
      match = options.match ?? null;
      delayMs = options.delayMs ?? 0;
      times = options.times ?? Infinity;
      if (next === 'expire-tokens') for (const token of seenTokens) expired.add(token);
      // Kept-alive connections must not outlive a switch to `down`.
      if (next === 'down' && match === null) for (const socket of sockets) socket.destroy();
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

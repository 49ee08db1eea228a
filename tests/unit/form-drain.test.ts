import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

const { handleFormPost, textFields } = await import('@/lib/server/forms/handle-post');
const { contactFields, contactSchema } = await import('@/lib/forms/schemas');
const { createRateLimiter } = await import('@/lib/server/forms/rate-limit');

const MAX = 128 * 1024;
const forward = vi.fn(async () => ({ id: 1 }));
const opts = {
  schema: contactSchema,
  maxBytes: MAX,
  fields: contactFields,
  toInput: (form: FormData) => textFields(form, contactFields),
  forward,
  limiter: createRateLimiter({ points: 1000, durationS: 60, keyPrefix: 'drain-test' }),
};

/**
 * The route handler behind a plain node:http server, its body handed over as
 * a web stream whose cancellation destroys the request, as Next does: no
 * nginx in front to read what the instance leaves unread.
 */
let server: http.Server;
let origin = '';
beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const request = new Request(`http://localhost${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
      duplex: 'half',
    } as RequestInit);
    const response = await handleFormPost(request, opts);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Outcome = { status?: number; body?: string; error?: string; sentAll: boolean };

const HEAD = Buffer.from('--b\r\nContent-Disposition: form-data; name="message"\r\n\r\n');
const TAIL = Buffer.from('\r\n--b--\r\n');

/**
 * A message of `total` bytes in 64 kB chunks, each written once the socket
 * takes it; what the client saw. `declare`: the Content-Length sent (`true`:
 * the real one), else the body is chunked.
 */
function send(total: number, declare: number | boolean = false): Promise<Outcome> {
  const length = declare === true ? HEAD.length + total + TAIL.length : declare;
  const headers: Record<string, string> =
    length === false ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) };
  return new Promise((resolve) => {
    const outcome: Outcome = { sentAll: false };
    let settled = false;
    const finish = () => {
      settled = true;
      resolve(outcome);
    };
    const settle = (seen: Partial<Outcome>) => {
      Object.assign(outcome, seen);
      if (!settled && (outcome.error || (outcome.status !== undefined && outcome.sentAll))) finish();
    };
    const request = http.request(
      `${origin}/api/forms/contact?lang=pt`,
      { method: 'POST', agent: false, headers: { 'content-type': 'multipart/form-data; boundary=b', ...headers } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => settle({ status: response.statusCode, body }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => settle({ error: error.code ?? error.message }));
    request.on('finish', () => settle({ sentAll: true }));
    request.on('close', () => settled || finish());
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    request.write(HEAD);
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end(TAIL);
    };
    pump();
  });
}

describe('a body over the cap, straight to the instance', () => {
  it('chunked: the rest is read and the client reads the 413', async () => {
    const outcome = await send(8 * 1024 * 1024);
    expect(outcome).toEqual({ status: 413, body: expect.stringContaining('"message"'), sentAll: true });
  });

  it('with a Content-Length past the cap: the same', async () => {
    const outcome = await send(8 * 1024 * 1024, true);
    expect(outcome).toEqual({ status: 413, body: expect.stringContaining('"message"'), sentAll: true });
  });

  it('declared far past what is worth reading: answered at once, the body not read', async () => {
    const { DRAIN_MAX_BYTES } = await import('@/lib/server/forms/drain');
    const started = performance.now();
    const outcome = await send(4 * 1024 * 1024, MAX + DRAIN_MAX_BYTES + 1);
    expect(outcome.status ?? 413).toBe(413);
    expect(outcome.sentAll).toBe(false);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(forward).not.toHaveBeenCalled();
  });
});

describe('a Content-Length that lies (past the cap, then nothing more)', () => {
  it('is answered 413 once nothing has come for a while, not held for ever', async () => {
    const { DRAIN_IDLE_MS } = await import('@/lib/server/forms/drain');
    const started = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${origin}/api/forms/contact?lang=pt`,
        {
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'multipart/form-data; boundary=b', 'content-length': '500000' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on('error', reject);
      request.write(HEAD);
    });
    expect(status).toBe(413);
    expect(performance.now() - started).toBeLessThan(DRAIN_IDLE_MS + 2000);
  });
});

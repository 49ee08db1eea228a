import http from 'node:http';
import { expect, test } from './fixtures';
import { E2E } from './env';

/**
 * Issue 30, against the production build with no nginx in front: what a
 * client sending straight to an instance gets for a body over the cap, a
 * query parameter named like an object property, and a parameter sent twice.
 */

const block = Math.floor(Math.random() * 250);
let client = 0;
function ip(): Record<string, string> {
  client += 1;
  return { 'x-forwarded-for': `198.19.${block}.${client % 250}` };
}

type Outcome = { status?: number; body?: string; error?: string; sentAll: boolean };

/**
 * Sends `total` bytes of a multipart body in 64 kB chunks, each written once
 * the socket takes it (as a real upload does), and reports what the client
 * saw once the connection closed: the answer, whether the whole body could be
 * sent, and any error (ECONNRESET, EPIPE). A client that reads the answer only
 * once it has sent everything (most HTTP libraries) gets the 413 only when
 * the instance reads the rest of the body instead of leaving it unread.
 */
const boundary = 'oversized-boundary';
const HEAD = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`);
const TAIL = Buffer.from(`\r\n--${boundary}--\r\n`);

/** `declare`: send the body's real Content-Length, else send it chunked. */
function sendOversized(path: string, total: number, { declare = false } = {}): Promise<Outcome> {
  const headers: Record<string, string> = declare
    ? { 'content-length': String(HEAD.length + total + TAIL.length) }
    : { 'transfer-encoding': 'chunked' };
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
      `${E2E.siteUrl}${path}`,
      { method: 'POST', headers: { ...ip(), 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => settle({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', (error) => settle({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
      },
    );
    request.on('error', (error) => settle({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    request.on('finish', () => settle({ sentAll: true }));
    request.on('close', () => settled || finish());
    const pump = () => {
      if (settled) return;
      if (sent === 0) request.write(HEAD);
      while (sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end(TAIL);
    };
    pump();
  });
}

test.describe('a body over the cap, straight to the instance', () => {
  test('chunked: the 413 is read, not lost to a reset connection', async () => {
    for (const [path, total] of [
      ['/api/forms/contact?lang=pt', 4 * 1024 * 1024],
      ['/api/forms/budget?lang=pt', 4 * 1024 * 1024],
      ['/api/forms/scouting?lang=pt', 48 * 1024 * 1024],
    ] as const) {
      const outcome = await sendOversized(path, total);
      expect(outcome, path).toEqual({ status: 413, body: expect.stringContaining('"message"'), sentAll: true });
    }
  });

  test('with a Content-Length past the cap, sent in full: the 413 is read too', async () => {
    const outcome = await sendOversized('/api/forms/contact?lang=pt', 4 * 1024 * 1024, { declare: true });
    expect(outcome).toEqual({ status: 413, body: expect.stringContaining('"message"'), sentAll: true });
  });
});

test.describe('query parameters named like object properties, or sent twice', () => {
  test('/api/talents refuses __proto__, constructor and prototype with 400 and a message', async ({ request }) => {
    expect((await request.get('/api/talents?page=1')).status()).toBe(200);
    for (const query of [
      '__proto__=x',
      'page=1&__proto__=x',
      '__proto__[page]=2',
      'constructor=1',
      'prototype=1',
      'page=1&toString=x',
    ]) {
      const response = await request.get(`/api/talents?${query}`);
      expect(response.status(), query).toBe(400);
      expect(((await response.json()) as { message?: unknown }).message, query).toEqual(expect.any(String));
    }
  });

  test('the comp card routes refuse a parameter sent twice with 400 and a message', async ({ request }) => {
    for (const url of [
      '/api/comp-card/1?lang=en&lang=pt',
      '/api/comp-card/1?units=cm&units=in',
      '/api/comp-card/1?size=a5&size=a5',
      '/api/comp-cards?ids=1-2&lang=es&lang=pt',
      '/api/comp-cards?ids=1-2&ids=3',
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(400);
      expect(((await response.json()) as { message?: unknown }).message, url).toEqual(expect.any(String));
    }
  });
});

/**
 * What lib/server/observability/request-log.ts writes for the requests of a real node:http
 * server with its channels subscribed (as instrumentation.ts does): a failure
 * is one JSON line with the id of the request it happened in, a request the
 * client abandons gets one line, and a form's call to the back office carries
 * the request's id.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLog } from './capture-log';

vi.mock('server-only', () => ({}));

const { reportFailure } = await import('@/lib/agency/calls');
const { AgencyApiError } = await import('@/lib/agency/errors');
const { createAgencyFetch } = await import('@/lib/agency/fetch');
const { downloadGallery, sendContact } = await import('@/lib/agency/forms');
const { fetchRoster } = await import('@/lib/agency/talents');
const { contactFields, contactSchema } = await import('@/lib/forms/schemas');
const { handleFormPost, textFields } = await import('@/lib/server/forms/handle-post');
const { errorFields } = await import('@/lib/server/observability/log');
const { ABORTED_STATUS, logConsole, logFailure, logRequests } = await import('@/lib/server/observability/request-log');

type Line = Record<string, unknown>;
const lines: Line[] = [];
const restore = captureLog((line) => lines.push(JSON.parse(line) as Line));
afterAll(restore);

/** Waits for a line the server writes after the client has its answer (or has gone). */
async function lineWhere(match: (line: Line) => boolean): Promise<Line> {
  for (let i = 0; i < 100; i++) {
    const found = lines.find(match);
    if (found) return found;
    await sleep(20);
  }
  throw new Error('no such line within 2 s');
}

function networkError(): InstanceType<typeof AgencyApiError> {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4010'), { code: 'ECONNREFUSED' });
  return new AgencyApiError('agency API panel POST /api/contact/pt: network error (fetch failed)', {
    status: 502,
    code: 'network',
    host: 'panel',
    path: '/api/contact/pt',
    cause: new TypeError('fetch failed', { cause: refused }),
  });
}

/** The fields of `networkError()`'s line. */
const NETWORK_ERROR_FIELDS = {
  error: 'AgencyApiError: agency API panel POST /api/contact/pt: network error (fetch failed)',
  cause: 'connect ECONNREFUSED 127.0.0.1:4010',
  code: 'network',
  status: 502,
  host: 'panel',
  path: '/api/contact/pt',
};

describe('a failure’s fields (lib/server/observability/log.ts)', () => {
  it('a back-office error: Name: message, its code, status, host and path, and the system error under it; no stack', () => {
    expect(errorFields(networkError())).toEqual(NETWORK_ERROR_FIELDS);
  });

  it('any other error: Name: message and its stack frames in one field', () => {
    const fields = errorFields(new TypeError('cannot read properties of undefined'));
    expect(fields.error).toBe('TypeError: cannot read properties of undefined');
    expect(String(fields.stack)).toMatch(/^at /);
    expect(String(fields.stack)).not.toContain('cannot read');
    expect(errorFields('a string thrown')).toEqual({ error: 'a string thrown' });
  });
});

describe('without instrumentation (unit tests, next build)', () => {
  // Before logRequests() below: nothing listens to lib/agency's channel yet.
  it('a failure lib/agency works around is one line on stderr', () => {
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    try {
      reportFailure('roster measures unavailable', networkError());
    } finally {
      spy.mockRestore();
    }
    expect(written).toEqual([
      'roster measures unavailable: AgencyApiError: agency API panel POST /api/contact/pt: network error (fetch failed)\n',
    ]);
  });

  it('a failure the site works around is its JSON line, without a request id', () => {
    const before = lines.length;
    logFailure('sitemap: roster unavailable', networkError());
    expect(lines.slice(before)).toEqual([
      expect.objectContaining({ level: 'error', event: 'failure', what: 'sitemap: roster unavailable', code: 'network' }),
    ]);
    expect(lines.at(-1)).not.toHaveProperty('requestId');
  });
});

// ---- a site with its request log on, and a back office that records what it is sent ----

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
}
const backOfficeGot: Received[] = [];
let backOffice: http.Server;
let backOfficeUrl = '';

let site: http.Server;
let siteUrl = '';
/** The handler of the site's next request. */
let serve: (request: http.IncomingMessage, response: http.ServerResponse) => void | Promise<void> = () => undefined;

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

/** The servers, and the request log subscribed (as instrumentation.ts does), before the tests that use them and after those above. */
async function startServers(): Promise<void> {
  logRequests();
  backOffice = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      backOfficeGot.push({ path, headers: request.headers });
      response.writeHead(200, { 'content-type': path.startsWith('/api/download') ? 'application/zip' : 'application/json' });
      if (path === '/api/signin' || path === '/api/login') response.end('{"access_token":"t"}');
      else if (path === '/api/talents') response.end('{"data":[],"current_page":1,"last_page":1,"per_page":1000,"total":0}');
      else if (path.startsWith('/api/download')) response.end('PK');
      else response.end('{"success":true,"id":9}');
    });
  });
  backOfficeUrl = await listen(backOffice);
  site = http.createServer((request, response) => void serve(request, response));
  siteUrl = await listen(site);
}

async function stopServers(): Promise<void> {
  for (const server of [site, backOffice]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const agency = () =>
  createAgencyFetch({
    siteUrl: backOfficeUrl,
    panelUrl: backOfficeUrl,
    mediaUrl: `${backOfficeUrl}/`,
    siteApiKey: 'k',
    panelApiToken: 't',
    salt: 's',
    timeoutMs: 2000,
  });

describe('with the request log on', () => {
  beforeAll(startServers);
  afterAll(stopServers);
  afterEach(() => {
    serve = () => undefined;
  });

  describe('a failure while a request is served', () => {
    it('is one JSON line with the request’s id, from the site and from lib/agency alike', async () => {
      serve = (_request, response) => {
        logFailure('cities unavailable', networkError());
        reportFailure('social media unavailable', new RangeError('bad answer'));
        response.end('ok');
      };
      const id = 'req-failure-0001';
      await (await fetch(siteUrl, { headers: { 'x-request-id': id } })).text();
      expect(await lineWhere((l) => l.what === 'cities unavailable')).toEqual({
        time: expect.any(String),
        level: 'error',
        event: 'failure',
        requestId: id,
        what: 'cities unavailable',
        ...NETWORK_ERROR_FIELDS,
      });
      expect(await lineWhere((l) => l.what === 'social media unavailable')).toMatchObject({
        level: 'error',
        event: 'failure',
        requestId: id,
        error: 'RangeError: bad answer',
        stack: expect.stringMatching(/^at /),
      });
      expect(await lineWhere((l) => l.event === 'request' && l.requestId === id)).toMatchObject({ status: 200 });
    });

    it('masks what it quotes, as every line', async () => {
      serve = (_request, response) => {
        logFailure('form forward failed', new Error('refused maria@example.com, +55 61 98765-4321'), { level: 'warn' });
        response.end('ok');
      };
      await (await fetch(siteUrl)).text();
      const line = await lineWhere((l) => l.what === 'form forward failed');
      expect(line).toMatchObject({ level: 'warn', error: 'Error: refused [email], [phone]' });
    });
  });

  describe('the console, once instrumentation.ts has run in production', () => {
    it('is one line a call, with the request’s id: Next’s print of an error is its fields, not a stack trace', async () => {
      const restoreConsole = logConsole();
      serve = (_request, response) => {
        try {
          // As Next prints a request's error (`⨯` and the error), and as a library warns over two lines.
          console.error('\u001b[31m\u001b[1m⨯\u001b[22m\u001b[39m', networkError());
          console.warn('first line\nsecond line');
          console.info('');
        } finally {
          restoreConsole();
        }
        response.end('ok');
      };
      const id = 'req-console-0001';
      const before = lines.length;
      await (await fetch(siteUrl, { headers: { 'x-request-id': id } })).text();
      await lineWhere((l) => l.event === 'request' && l.requestId === id);
      expect(lines.slice(before).filter((l) => l.event === 'console')).toEqual([
        {
          time: expect.any(String),
          level: 'error',
          event: 'console',
          requestId: id,
          message: '⨯',
          ...NETWORK_ERROR_FIELDS,
        },
        { time: expect.any(String), level: 'warn', event: 'console', requestId: id, message: 'first line\nsecond line' },
      ]);
    });
  });

  describe('a request the client abandons', () => {
    it('gets one line as its response closes unfinished: 499, aborted, with its duration', async () => {
      let received!: () => void;
      const arrived = new Promise<void>((resolve) => (received = resolve));
      // Never answers: the client goes first.
      serve = () => received();
      const id = 'req-aborted-0001';
      const client = new AbortController();
      const asked = fetch(`${siteUrl}/pt/modelos?nome=maria`, { headers: { 'x-request-id': id }, signal: client.signal });
      await arrived;
      await sleep(30);
      client.abort();
      await expect(asked).rejects.toThrow();
      const line = await lineWhere((l) => l.requestId === id);
      expect(line).toEqual({
        time: expect.any(String),
        level: 'warn',
        event: 'request',
        requestId: id,
        method: 'GET',
        route: '/pt/modelos',
        path: '/pt/modelos',
        status: ABORTED_STATUS,
        aborted: true,
        ms: expect.any(Number),
      });
      expect(line.ms).toBeGreaterThanOrEqual(20);
      await sleep(100);
      expect(lines.filter((l) => l.requestId === id)).toHaveLength(1);
    });

    it('a request answered in full gets its one line, not an abandoned one', async () => {
      serve = (_request, response) => void response.end('ok');
      const id = 'req-answered-0001';
      await (await fetch(siteUrl, { headers: { 'x-request-id': id } })).text();
      await lineWhere((l) => l.requestId === id);
      await sleep(100);
      expect(lines.filter((l) => l.requestId === id)).toEqual([expect.objectContaining({ status: 200 })]);
      expect(lines.find((l) => l.requestId === id)).not.toHaveProperty('aborted');
    });
  });

  describe('the request id, from the site to the back office', () => {
    /** The site's request as the web Request a route handler gets. */
    const webRequest = (request: http.IncomingMessage) =>
      new Request(`${siteUrl}${request.url}`, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: Readable.toWeb(request) as ReadableStream<Uint8Array>,
        duplex: 'half',
      } as RequestInit);

    it('a form post sends it with the form (X-Request-Id); a cached read never does', async () => {
      serve = async (request, response) => {
        const answer = await handleFormPost(webRequest(request), {
          schema: contactSchema,
          maxBytes: 10_000,
          fields: contactFields,
          toInput: (form) => textFields(form, contactFields),
          forward: (lang, data, _form, submission) => sendContact(agency(), lang, data, submission),
          limiter: { take: async () => true },
        });
        // A roster read in the same request: the noun modules' reads are cached, one answer for many requests.
        await fetchRoster(agency(), 'pt').catch(() => undefined);
        response.writeHead(answer.status).end(await answer.text());
      };
      const id = 'req-form-0001';
      const body = new FormData();
      for (const [name, value] of Object.entries({
        name: 'Ana',
        email: 'ana@example.com',
        phone: '61 3333-0000',
        message: 'Olá',
      }))
        body.append(name, value);
      const answer = await fetch(`${siteUrl}/api/forms/contact?lang=pt`, {
        method: 'POST',
        body,
        headers: { 'x-request-id': id },
      });
      expect(answer.status).toBe(201);
      const contact = backOfficeGot.find((r) => r.path === '/api/contact/pt');
      expect(contact?.headers['x-request-id']).toBe(id);
      const roster = backOfficeGot.find((r) => r.path === '/api/talents');
      expect(roster).toBeDefined();
      expect(roster?.headers).not.toHaveProperty('x-request-id');
      expect(backOfficeGot.filter((r) => r.path === '/api/signin' || r.path === '/api/login')).not.toContainEqual(
        expect.objectContaining({ headers: expect.objectContaining({ 'x-request-id': expect.anything() }) }),
      );
    });

    it('the compo download sends the id it is given', async () => {
      const response = await downloadGallery(agency(), { id: 7, name: 'Ana' }, 'compo', { requestId: 'req-compo-0001' });
      await response.arrayBuffer();
      expect(backOfficeGot.find((r) => r.path === '/api/download/gallery')?.headers['x-request-id']).toBe('req-compo-0001');
    });
  });
});

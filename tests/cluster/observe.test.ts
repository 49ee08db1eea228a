// What an operator sees (issue 32): the e2e build under `next start` with
// OTEL_EXPORTER_OTLP_ENDPOINT pointing at a small OTLP/HTTP receiver in this
// file, beside the embedded back office with its request log on. A profile's
// load is one trace holding the page's span and its back-office call; every
// request is one JSON line on stdout, site and back office, an abandoned one
// too; a form is followed from the site to the back office by one request id;
// an error's digest (what the error page shows) finds its line; a failing back
// office gives JSON lines only, each failure with its request's id; no line
// holds a visitor's details or a credential. Times are never asserted (the
// machine is shared).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { stripVTControlCharacters } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEXT_BIN, SERVER_NODE_FLAGS } from '../../scripts/next-bin.mjs';
import { E2E } from '../e2e/env';
import { answering } from './answering';
import { clusterPorts, PORT_BASE } from './test-cluster';

const sitePort = PORT_BASE + 12;
const { api: apiPort } = clusterPorts(12, 20);
const siteUrl = `http://127.0.0.1:${sitePort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;
/**
 * The e2e build without what its runs have cached (pages rendered, back-office answers): the
 * e2e suite has loaded profiles, and a profile served from the cache calls no back office.
 */
const distDir = `${E2E.distDir}-observe`;
/** Credentials of this file's own, so that a line holding one is found. */
const credentials = {
  SITE_API_KEY: 'observe-site-key-5d1f',
  PANEL_API_TOKEN: 'observe-panel-token-9c2e',
  API_SALT: 'observe-salt-77ab',
};
/** A visitor's details, sent in every form. */
const visitor = { name: 'Quitéria Observada', email: 'quiteria.observada@example.org', phone: '+55 61 98765-4321' };

interface Attribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: Attribute[];
}
interface Span {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  attributes: Record<string, string | number | boolean | undefined>;
}

const spans: Span[] = [];
/** What the site writes, stdout and stderr, as it comes. */
const siteLines: string[] = [];
const apiLines: string[] = [];
const children: ChildProcess[] = [];
let receiver: http.Server;
let dataDir: string;

function attributesOf(list: Attribute[] = []): Span['attributes'] {
  return Object.fromEntries(
    list.map(({ key, value }) => [
      key,
      value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue)),
    ]),
  );
}

/** A plain OTLP/HTTP receiver of traces (JSON encoding, OTEL_EXPORTER_OTLP_PROTOCOL=http/json). */
function startReceiver(): Promise<number> {
  receiver = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const message = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
        for (const resource of message.resourceSpans)
          for (const scope of resource.scopeSpans)
            for (const span of scope.spans)
              spans.push({ ...span, parentSpanId: span.parentSpanId ?? '', attributes: attributesOf(span.attributes) });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => receiver.listen(0, '127.0.0.1', () => resolve((receiver.address() as AddressInfo).port)));
}

/** Starts a server whose stdout (and stderr with `withStderr`; else it is the test's own) goes into `lines`. */
function start(args: string[], env: Record<string, string>, lines: string[], withStderr = false): ChildProcess {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', withStderr ? 'pipe' : 'inherit'],
  });
  for (const stream of withStderr ? [child.stdout!, child.stderr!] : [child.stdout!]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      lines.push(...parts);
    });
  }
  children.push(child);
  return child;
}

async function until<T>(what: string, find: () => T | undefined): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const found = find();
    if (found !== undefined) return found;
    await sleep(200);
  }
  throw new Error(`${what}: not seen within 30 s`);
}

/** A form's body as a browser sends it. */
function form(fields: Record<string, string | Blob>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

/** A request id as nginx makes one (`$request_id`: 32 hex digits). */
const nginxRequestId = () => randomBytes(16).toString('hex');

/** Every line that is a JSON object, parsed (startup banners are not). */
const records = (lines: string[]) =>
  lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);

/**
 * A profile's path, asked so that nothing before its load reads profiles: the id from the back
 * office itself, the path from the proxy's redirect to the profile's one URL (the models list
 * would have Next read every profile for the roster's measures, and the load would be a cache hit).
 */
async function profilePath(nth: number): Promise<string> {
  const signIn = await fetch(`${apiUrl}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: credentials.API_SALT, api_key: credentials.SITE_API_KEY }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const roster = await fetch(`${apiUrl}/api/talents?language=pt&paginate=1000`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await roster.json()) as { data: { id: number }[] };
  const redirect = await fetch(`${siteUrl}/modelos/${data[nth]!.id}/x`, { redirect: 'manual' });
  await redirect.arrayBuffer();
  expect(redirect.status).toBe(308);
  return new URL(redirect.headers.get('location')!, siteUrl).pathname;
}

beforeAll(async () => {
  if (!existsSync(E2E.distDir)) throw new Error(`no ${E2E.distDir}: run \`npm run e2e\` (or \`npm test\`) first`);
  const left = [path.join(E2E.distDir, 'cache'), path.join(E2E.distDir, 'server', 'route-cache')];
  rmSync(distDir, { recursive: true, force: true });
  cpSync(E2E.distDir, distDir, { recursive: true, filter: (source) => !left.includes(source) });
  const otlpPort = await startReceiver();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ravage-observe-'));
  start(
    ['--import', 'tsx', 'agency-api/src/main.ts'],
    { AGENCY_API_PORT: String(apiPort), AGENCY_API_DATA: dataDir, AGENCY_API_LOG: '1', ...credentials },
    apiLines,
  );
  await answering(`${apiUrl}/api/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  start(
    [...SERVER_NODE_FLAGS, NEXT_BIN, 'start', '-p', String(sitePort), '-H', '127.0.0.1'],
    {
      NEXT_DIST_DIR: distDir,
      SITE_API_URL: apiUrl,
      PANEL_API_URL: apiUrl,
      MEDIA_URL: apiUrl,
      NEXT_TELEMETRY_DISABLED: '1',
      REDIS_URL: '',
      ...credentials,
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${otlpPort}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // Spans leave in batches; a short delay keeps the test short.
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
    siteLines,
    true,
  );
  await answering(`${siteUrl}/api/health`);
});

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await sleep(500);
  receiver?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

describe('traces, logs and health (issue 32)', () => {
  it('a profile’s load is one trace holding the page’s span and its back-office call (method, path, status)', async () => {
    const profile = await profilePath(3);
    // With a query, as a visitor's link may carry: it stays out of the trace.
    const response = await fetch(`${siteUrl}${profile}?utm_term=visitor-typed-words`);
    expect(response.status).toBe(200);
    await response.text();

    // The request's log line names its trace.
    const line = await until('the profile’s request line', () =>
      records(siteLines).find((r) => r.event === 'request' && r.path === profile),
    );
    expect(line.traceId).toMatch(/^[0-9a-f]{32}$/);
    const page = await until('the profile page’s span', () =>
      spans.find(
        (s) =>
          s.traceId === line.traceId &&
          s.attributes['next.span_type'] === 'BaseServer.handleRequest' &&
          s.attributes['next.route'] === '/[locale]/talent/[id]/[name]',
      ),
    );
    expect(page.name).toBe('GET /[locale]/talent/[id]/[name]');
    expect(page.attributes['http.status_code']).toBe(200);
    const call = await until('the profile’s back-office call in the same trace', () =>
      spans.find((s) => s.traceId === page.traceId && s.attributes['url.path'] === '/api/talent/profile'),
    );
    expect(call).toMatchObject({
      name: 'agency GET /api/talent/profile',
      attributes: { 'http.method': 'GET', 'http.status_code': 200, 'agency.host': 'site' },
    });
    // Its URL is the path alone: the query (the talent's id and language here, a visitor's text elsewhere) stays out.
    expect(call.attributes['http.url']).toBe(`${apiUrl}/api/talent/profile`);
    expect(JSON.stringify(spans.filter((s) => s.name.startsWith('agency ')))).not.toContain('?');
    expect(JSON.stringify(spans.filter((s) => s.traceId === page.traceId))).not.toContain('visitor-typed');
    // The page's render is in that trace too.
    expect(spans.some((s) => s.traceId === page.traceId && s.attributes['next.span_type'] === 'AppRender.getBodyResult')).toBe(
      true,
    );

    // The call's line carries the request's id.
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/[locale]/talent/[id]/[name]',
      status: 200,
      ms: expect.any(Number),
    });
    expect(records(siteLines)).toContainEqual(
      expect.objectContaining({
        event: 'agency',
        requestId: line.requestId,
        method: 'GET',
        path: '/api/talent/profile',
        status: 200,
      }),
    );
  });

  it('writes one JSON line per request, site and back office: time, level, request id, route, status, duration', async () => {
    const sent = 'abcdef0123456789abcdef0123456789';
    await (await fetch(`${siteUrl}/api/health`, { headers: { 'x-request-id': sent } })).text();
    await (
      await fetch(`${siteUrl}/api/health?email=${encodeURIComponent(visitor.email)}`, { headers: { 'x-request-id': 'x y' } })
    ).text();
    await (await fetch(`${siteUrl}/pagina-que-nao-existe`)).text();

    const health = await until('the health lines', () => {
      const found = records(siteLines).filter((r) => r.event === 'request' && r.path === '/api/health');
      return found.some((r) => r.requestId === sent) && found.length >= 2 ? found : undefined;
    });
    for (const line of [...records(siteLines), ...records(apiLines)]) {
      expect(line).toMatchObject({
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: expect.stringMatching(/^(info|warn|error)$/),
      });
    }
    // A proxy's id is kept; anything else that claims to be one is replaced.
    expect(health).toContainEqual(expect.objectContaining({ requestId: sent, route: '/api/health', status: 200 }));
    expect(health.every((r) => typeof r.requestId === 'string' && /^[\w.:-]{8,64}$/.test(r.requestId))).toBe(true);
    expect(health.map((r) => r.requestId)).not.toContain('x y');
    // A line is written as the answer leaves, which may be after the client has read it.
    const missing = await until('the 404’s line', () =>
      records(siteLines).find((r) => r.event === 'request' && r.path === '/pagina-que-nao-existe'),
    );
    expect(missing).toMatchObject({ level: 'warn', status: 404 });
    const requests = records(siteLines).filter((r) => r.event === 'request');
    expect(new Set(requests.map((r) => r.requestId)).size).toBe(requests.length);

    // The back office: one line per call it answered, with its route.
    expect(records(apiLines)).toContainEqual(
      expect.objectContaining({
        event: 'request',
        method: 'GET',
        route: '/api/talent/profile',
        path: '/api/talent/profile',
        status: 200,
        requestId: expect.any(String),
        ms: expect.any(Number),
      }),
    );
  });

  it('/api/ready says the back office answers (Redis not configured); /api/health stays the liveness answer', async () => {
    const ready = await fetch(`${siteUrl}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      ready: true,
      checks: { backOffice: 'ok', redis: 'not configured' },
      degraded: [],
    });
    expect(await (await fetch(`${siteUrl}/api/health`)).json()).toEqual({ ok: true });
  });

  it('one request id follows a form from nginx through the site to the back office', async () => {
    const fields = { name: 'Ana Souza', email: 'ana.souza@example.org', phone: '61 3333-4444', message: 'Olá' };
    const sent = nginxRequestId();
    const contact = await fetch(`${siteUrl}/api/forms/contact?lang=pt`, {
      method: 'POST',
      headers: { 'x-request-id': sent },
      body: form(fields),
    });
    expect(contact.status).toBe(201);
    const site = await until('the site’s line of the form', () =>
      records(siteLines).find((r) => r.event === 'request' && r.requestId === sent),
    );
    expect(site).toMatchObject({ method: 'POST', path: '/api/forms/contact', status: 201 });
    expect(records(siteLines)).toContainEqual(
      expect.objectContaining({ event: 'agency', requestId: sent, method: 'POST', path: '/api/contact/pt', status: 201 }),
    );
    const backOffice = await until('the back office’s line of the form', () =>
      records(apiLines).find((r) => r.requestId === sent),
    );
    expect(backOffice).toMatchObject({ event: 'request', method: 'POST', path: '/api/contact/pt', status: 201 });

    // Without nginx in front, the id the site made goes on.
    const before = siteLines.length;
    const budget = await fetch(`${siteUrl}/api/forms/budget?lang=pt`, {
      method: 'POST',
      body: form({ ...fields, favorites: '[{"id":1,"name":"A"}]' }),
    });
    expect(budget.status).toBe(201);
    const own = await until('the site’s line of the budget request', () =>
      records(siteLines.slice(before)).find((r) => r.event === 'request' && r.path === '/api/forms/budget'),
    );
    expect(own.requestId).toMatch(/^[0-9a-f]{16}$/);
    const its = await until('the back office’s line of the budget request', () =>
      records(apiLines).find((r) => r.requestId === own.requestId),
    );
    expect(its).toMatchObject({ path: '/api/favorites/pt', status: 201 });
  });

  it('a request the client abandons has its line, once: 499 (as nginx writes it), aborted, with its duration', async () => {
    const sent = nginxRequestId();
    // A form whose body never comes whole: the site waits for it until the client goes (a closed tab).
    await new Promise<void>((resolve) => {
      const request = http.request(`${siteUrl}/api/forms/contact?lang=pt`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=b', 'content-length': '4096', 'x-request-id': sent },
      });
      request.on('error', () => undefined);
      request.on('close', () => resolve());
      request.write('--b\r\n');
      setTimeout(() => request.destroy(), 1000);
    });
    const line = await until('the abandoned request’s line', () => records(siteLines).find((r) => r.requestId === sent));
    expect(line).toMatchObject({
      event: 'request',
      level: 'warn',
      method: 'POST',
      path: '/api/forms/contact',
      status: 499,
      aborted: true,
      ms: expect.any(Number),
    });
    await sleep(1000);
    expect(records(siteLines).filter((r) => r.requestId === sent)).toHaveLength(1);
  });

  it('no line holds a visitor’s name, e-mail or phone, a credential or a token', async () => {
    const text = { name: visitor.name, email: visitor.email, phone: visitor.phone };
    const contact = await fetch(`${siteUrl}/api/forms/contact?lang=pt`, {
      method: 'POST',
      body: form({ ...text, message: `Ligue para ${visitor.phone} ou escreva para ${visitor.email}` }),
    });
    expect(contact.status).toBe(201);
    const budget = await fetch(`${siteUrl}/api/forms/budget?lang=pt`, {
      method: 'POST',
      body: form({ ...text, message: 'Orçamento', favorites: '[{"id":1,"name":"A"}]' }),
    });
    expect(budget.status).toBe(201);
    const jpeg = await sharp({ create: { width: 300, height: 450, channels: 3, background: '#777777' } })
      .jpeg()
      .toBuffer();
    const photo = (i: number) => new File([new Uint8Array(jpeg)], `p${i}.jpg`, { type: 'image/jpeg' });
    const scouting = await fetch(`${siteUrl}/api/forms/scouting?lang=pt`, {
      method: 'POST',
      body: form({
        name: visitor.name,
        gender: 'woman',
        birthdate: '05/03/2001',
        whatsapp: visitor.phone,
        instagram: '@quiteria.observada',
        email: visitor.email,
        privacy: '1',
        image_1: photo(1),
        image_2: photo(2),
        image_3: photo(3),
        image_4: photo(4),
      }),
    });
    expect(scouting.status).toBe(201);

    // A signed-in call straight to the back office, its token in hand.
    const signIn = await fetch(`${apiUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ salt: credentials.API_SALT, api_token: credentials.PANEL_API_TOKEN }),
    });
    const token = ((await signIn.json()) as { access_token: string }).access_token;
    expect(token.length).toBeGreaterThan(8);
    const social = await fetch(`${apiUrl}/api/social-media`, { headers: { authorization: `Bearer ${token}` } });
    expect(social.status).toBe(200);

    // Every form's back-office call is in the log, so the lines below are the ones that saw the details.
    for (const formPath of ['/api/contact/pt', '/api/favorites/pt', '/api/get-scouted/pt'])
      await until(`the back office's line of ${formPath}`, () =>
        records(apiLines).find((r) => r.path === formPath && r.status === 201) ? true : undefined,
      );
    for (const route of ['/api/forms/contact', '/api/forms/budget', '/api/forms/scouting'])
      await until(`the site's line of ${route}`, () =>
        records(siteLines).find((r) => r.event === 'request' && r.path === route && r.status === 201) ? true : undefined,
      );
    await until('the signed-in call’s line', () =>
      records(apiLines).find((r) => r.path === '/api/social-media') ? true : undefined,
    );
    const everything = [...siteLines, ...apiLines].join('\n');
    const digitsOfPhone = visitor.phone.replace(/\D/g, '');
    // Parts of the phone long enough that no random id holds them by chance: a trace id's 32 hex digits
    // once held '98765'.
    for (const secret of [
      visitor.name,
      'Quit',
      visitor.email,
      'quiteria',
      visitor.phone,
      '98765-4321',
      '987654321',
      digitsOfPhone,
      '@quiteria',
      token,
      ...Object.values(credentials),
    ]) {
      expect(everything, secret).not.toContain(secret);
    }
  });

  it('an error’s digest, as the error page shows it, finds its line in the log', async () => {
    // The back office stops: the next profile cannot be rendered.
    const profile = await profilePath(5);
    const api = children[0]!;
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));

    const response = await fetch(`${siteUrl}${profile}`);
    expect(response.status).toBe(500);
    const html = await response.text();
    // The digest the error page renders (app/[locale]/error.tsx) travels in the page's payload.
    const digest = html.match(/digest\\?":\\?"(\d+)\\?"/)?.[1];
    expect(digest).toMatch(/^\d+$/);
    const line = await until('the error’s line', () =>
      records(siteLines).find((r) => r.event === 'error' && r.digest === digest),
    );
    expect(line).toMatchObject({ level: 'error', routeType: 'render', path: profile, requestId: expect.any(String) });
    expect(String(line.error)).toContain('agency API site');
    // …and the request line with the same id says what the visitor got.
    const request = await until('the request’s line', () =>
      records(siteLines).find((r) => r.event === 'request' && r.requestId === line.requestId),
    );
    expect(request).toMatchObject({ status: 500, level: 'error', path: profile });
  });

  it('a failing back office gives JSON lines only, each failure with its request’s id', async () => {
    // The back office stopped in the test above.
    const places = await fetch(`${siteUrl}/api/places?country=1&lang=pt`);
    expect(places.status).toBe(503);
    await places.text();
    const contact = await fetch(`${siteUrl}/api/forms/contact?lang=pt`, {
      method: 'POST',
      body: form({ name: 'Ana Souza', email: 'ana.souza@example.org', phone: '61 3333-4444', message: 'Olá' }),
    });
    expect(contact.status).toBe(503);
    await contact.text();
    for (const [what, path] of [
      ['cities unavailable', '/api/places'],
      ['form forward failed', '/api/forms/contact'],
    ] as const) {
      const failure = await until(`the failure “${what}”`, () =>
        records(siteLines).find((r) => r.event === 'failure' && r.what === what),
      );
      expect(failure).toMatchObject({
        level: 'error',
        requestId: expect.any(String),
        error: expect.stringMatching(/^AgencyApiError: agency API /),
        code: 'network',
      });
      const request = await until(`the request line of “${what}”`, () =>
        records(siteLines).find((r) => r.event === 'request' && r.requestId === failure.requestId),
      );
      expect(request).toMatchObject({ path, status: 503 });
    }

    // Everything the site wrote once it answered its first request, stdout and stderr, is one JSON object a line: no
    // stack trace between lines, not even Next's own (the profile's error above). Before it, Next's start banner
    // (coloured when the environment asks for colour, as FORCE_COLOR does).
    const started = siteLines.findIndex((line) => line.startsWith('{'));
    const banner = siteLines.slice(0, started).map((line) => stripVTControlCharacters(line));
    expect(banner.filter((line) => !/^([▲✓-] |\s*$)/.test(line))).toEqual([]);
    const notJson = siteLines.slice(started).filter((line) => {
      try {
        return JSON.parse(line)?.constructor !== Object;
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    // Next's print of the profile's error is one of them, with the request's id.
    expect(records(siteLines)).toContainEqual(
      expect.objectContaining({ event: 'console', level: 'error', requestId: expect.any(String), code: 'network' }),
    );
  });
});

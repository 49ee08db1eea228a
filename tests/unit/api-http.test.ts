/**
 * The transport of lib/agency (fetch.ts) against a real HTTP server started here:
 * tokens, sign-in sharing, the 401 retry, timeouts and contract breaches.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fetchSlides, fetchSocialMedia } from '@/lib/agency/content';
import type { AgencyConfig } from '@/lib/agency/env';
import { AgencyApiError } from '@/lib/agency/errors';
import { createAgencyFetch } from '@/lib/agency/fetch';
import { sendContact } from '@/lib/agency/forms';
import { SocialMediaAnswerSchema } from '@/lib/agency/schemas';
import { fetchRoster } from '@/lib/agency/talents';

// The fetch helper is server-only; in tests it is imported with the marker mocked.
vi.mock('server-only', () => ({}));

// ---- a small programmable agency API -------------------------------------

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}
interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  delayMs?: number;
  /** Never answer. */
  hang?: boolean;
  headers?: Record<string, string>;
}
type Handler = (req: Recorded) => Reply | Promise<Reply>;

const servers: Server[] = [];

async function startServer(handler: Handler) {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const recorded: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      void Promise.resolve(handler(recorded)).then(async (reply) => {
        if (reply.hang) return;
        if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
        const body = reply.text ?? JSON.stringify(reply.json ?? {});
        res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json', ...reply.headers });
        res.end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  const of = (path: string) => requests.filter((r) => r.path === path);
  return { url: `http://127.0.0.1:${port}`, requests, of };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

function configFor(url: string, overrides: Partial<AgencyConfig> = {}): AgencyConfig {
  return {
    siteUrl: url,
    panelUrl: url,
    mediaUrl: 'https://media.example.test',
    siteApiKey: 'site-key',
    panelApiToken: 'panel-token',
    salt: 'pepper',
    timeoutMs: 2000,
    ...overrides,
  };
}

const socialMedia = { data: { instagram: 'https://instagram.com/ravage' } };
const slides = { data: [] };

/** Hands out tok-1, tok-2, … per sign-in and accepts only the current one. */
function tokenServer(
  options: { signInDelayMs?: number; reject?: (token: string) => boolean; rejectDelayMs?: () => number } = {},
) {
  let issued = 0;
  let current = '';
  const handler: Handler = (req) => {
    if (req.path === '/api/login' || req.path === '/api/signin') {
      issued += 1;
      current = `tok-${issued}`;
      return { json: { access_token: current, token_type: 'Bearer' }, delayMs: options.signInDelayMs };
    }
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (token !== current || options.reject?.(token)) {
      return { status: 401, json: { message: 'Unauthenticated.' }, delayMs: options.rejectDelayMs?.() };
    }
    return { json: req.path === '/api/social-media' ? socialMedia : slides };
  };
  return handler;
}

// ---- tokens ---------------------------------------------------------------

describe('tokens', () => {
  it('signs in on first need only, then reuses the token with a Bearer header', async () => {
    const api = await startServer(tokenServer());
    const client = createAgencyFetch(configFor(api.url));
    expect(api.requests).toHaveLength(0);

    await fetchSocialMedia(client);
    await fetchSocialMedia(client);

    expect(api.of('/api/login')).toHaveLength(1);
    expect(JSON.parse(api.of('/api/login')[0]?.body ?? '')).toEqual({ salt: 'pepper', api_token: 'panel-token' });
    expect(api.of('/api/login')[0]?.headers['content-type']).toBe('application/json');
    const calls = api.of('/api/social-media');
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call.headers.authorization).toBe('Bearer tok-1');
  });

  it('keeps one token per host, each from its own sign-in call', async () => {
    const panel = await startServer(tokenServer());
    const site = await startServer(tokenServer());
    const client = createAgencyFetch(configFor(panel.url, { siteUrl: site.url }));

    await fetchSlides(client, 'home');
    await fetchSocialMedia(client);

    expect(site.of('/api/signin')).toHaveLength(1);
    expect(JSON.parse(site.of('/api/signin')[0]?.body ?? '')).toEqual({ salt: 'pepper', api_key: 'site-key' });
    expect(site.of('/api/login')).toHaveLength(0);
    expect(panel.of('/api/login')).toHaveLength(1);
    expect(panel.of('/api/signin')).toHaveLength(0);
    expect(site.of('/api/slides/home')[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('shares one sign-in between 10 concurrent calls', async () => {
    const api = await startServer(tokenServer({ signInDelayMs: 100 }));
    const client = createAgencyFetch(configFor(api.url));

    await Promise.all(Array.from({ length: 10 }, () => fetchSocialMedia(client)));

    expect(api.of('/api/login')).toHaveLength(1);
    expect(api.of('/api/social-media')).toHaveLength(10);
  });

  it('stores an empty token when the sign-in answer has none', async () => {
    const api = await startServer((req) =>
      req.path === '/api/login' ? { json: { token_type: 'Bearer' } } : { json: socialMedia },
    );
    const http = createAgencyFetch(configFor(api.url));

    expect(await http.token('panel')).toBe('');
    await fetchSocialMedia(createAgencyFetch(configFor(api.url)));

    // HTTP trims the trailing space of "Bearer ".
    expect(api.of('/api/social-media')[0]?.headers.authorization).toMatch(/^Bearer ?$/);
  });

  it('stores an empty token when the sign-in answer has no body at all', async () => {
    const api = await startServer((req) => (req.path === '/api/signin' ? { text: '' } : { json: slides }));
    const http = createAgencyFetch(configFor(api.url));

    expect(await http.token('site')).toBe('');
  });

  it('signs in again before the token expires (expires_in)', async () => {
    let now = 0;
    const api = await startServer((req) =>
      req.path === '/api/login' ? { json: { access_token: 'tok', expires_in: 60 } } : { json: socialMedia },
    );
    const client = createAgencyFetch(configFor(api.url), { now: () => now });

    await fetchSocialMedia(client);
    now = 50_000;
    await fetchSocialMedia(client);
    expect(api.of('/api/login')).toHaveLength(1);

    now = 55_000; // within the refresh margin (10 % of 60 s)
    await fetchSocialMedia(client);
    expect(api.of('/api/login')).toHaveLength(2);
  });

  it('reports a refused sign-in and tries again on the next call', async () => {
    let refuse = true;
    const api = await startServer((req) => {
      if (req.path === '/api/login') {
        return refuse ? { status: 401, json: { message: 'bad credentials' } } : { json: { access_token: 't' } };
      }
      return { json: socialMedia };
    });
    const client = createAgencyFetch(configFor(api.url));

    const error = await fetchSocialMedia(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgencyApiError);
    expect(error).toMatchObject({ status: 401, code: 'signin_failed', host: 'panel' });
    expect((error as Error).message).toContain('bad credentials');
    expect((error as Error).message).not.toContain('panel-token');

    refuse = false;
    await expect(fetchSocialMedia(client)).resolves.toMatchObject({ instagram: 'https://instagram.com/ravage' });
    expect(api.of('/api/login')).toHaveLength(2);
  });
});

// ---- 401 -----------------------------------------------------------------

describe('401 answers', () => {
  it('sign in again once and retry the call once', async () => {
    const api = await startServer(tokenServer({ reject: (t) => t === 'tok-1' }));
    const client = createAgencyFetch(configFor(api.url));

    await expect(fetchSocialMedia(client)).resolves.toMatchObject({ instagram: 'https://instagram.com/ravage' });

    expect(api.of('/api/login')).toHaveLength(2);
    expect(api.of('/api/social-media').map((r) => r.headers.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-2']);

    // The new token is cached.
    await fetchSocialMedia(client);
    expect(api.of('/api/login')).toHaveLength(2);
  });

  it('give up after the retry also gets 401 (no loop)', async () => {
    const api = await startServer(tokenServer({ reject: () => true }));
    const client = createAgencyFetch(configFor(api.url));

    const error = await fetchSocialMedia(client).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AgencyApiError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', path: '/api/social-media' });
    expect(api.of('/api/login')).toHaveLength(2);
    expect(api.of('/api/social-media')).toHaveLength(2);
  });

  it('from 10 concurrent calls with an expired token trigger one new sign-in', async () => {
    let expired = false;
    let rejected = 0;
    // The 401s arrive 25 ms apart, most of them after the new token is in:
    // they must not throw the new token away.
    const api = await startServer(
      tokenServer({ reject: (t) => expired && t === 'tok-1', signInDelayMs: 20, rejectDelayMs: () => 25 * rejected++ }),
    );
    const client = createAgencyFetch(configFor(api.url));
    await fetchSocialMedia(client);
    expired = true;

    await Promise.all(Array.from({ length: 10 }, () => fetchSocialMedia(client)));

    expect(api.of('/api/login')).toHaveLength(2);
    expect(api.of('/api/social-media')).toHaveLength(21);
  });
});

// ---- failures --------------------------------------------------------------

describe('failures', () => {
  const schema = z.object({ data: z.array(z.object({ id: z.number() })) });

  it('a call without an answer in time is AgencyApiError 504 within the timeout', async () => {
    const api = await startServer((req) => (req.path === '/api/login' ? { json: { access_token: 't' } } : { hang: true }));
    const http = createAgencyFetch(configFor(api.url, { timeoutMs: 300 }));
    await http.token('panel');

    const started = performance.now();
    const error = await http.json('panel', { path: '/api/slow' }, schema).catch((e: unknown) => e);
    const elapsed = performance.now() - started;

    expect(error).toBeInstanceOf(AgencyApiError);
    expect(error).toMatchObject({ status: 504, code: 'timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(300 + 700);
  });

  it('a sign-in without an answer in time is 504 too', async () => {
    const api = await startServer(() => ({ hang: true }));
    const client = createAgencyFetch(configFor(api.url, { timeoutMs: 200 }));

    await expect(fetchSocialMedia(client)).rejects.toMatchObject({ status: 504, code: 'timeout' });
  });

  it('malformed JSON is AgencyApiError 502 bad_json', async () => {
    const api = await startServer((req) =>
      req.path === '/api/login' ? { json: { access_token: 't' } } : { text: '{"data": [' },
    );
    const http = createAgencyFetch(configFor(api.url));

    const error = await http.json('panel', { path: '/api/x' }, schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgencyApiError);
    expect(error).toMatchObject({ status: 502, code: 'bad_json' });
  });

  it('an answer that breaks the contract is AgencyApiError 502 bad_shape', async () => {
    const api = await startServer((req) => {
      if (req.path === '/api/signin') return { json: { access_token: 't' } };
      if (req.path === '/api/talents') {
        return {
          json: {
            current_page: 1,
            last_page: 1,
            per_page: 1000,
            total: 1,
            data: [{ id: 'seven', name: 'Ana', gender: 'woman', cover: 'a.jpg', categories: [], divisions: [] }],
          },
        };
      }
      return { json: { data: { not: 'a list' } } };
    });
    const client = createAgencyFetch(configFor(api.url));

    const roster = await fetchRoster(client, 'pt').catch((e: unknown) => e);
    expect(roster).toBeInstanceOf(AgencyApiError);
    expect(roster).toMatchObject({ status: 502, code: 'bad_shape' });
    expect((roster as Error).message).toContain('data.0.id');

    await expect(fetchSlides(client, 'home')).rejects.toMatchObject({ status: 502, code: 'bad_shape' });
  });

  it('a sign-in answer that is not a token object is 502', async () => {
    const api = await startServer(() => ({ json: ['no'] }));
    const client = createAgencyFetch(configFor(api.url));

    await expect(fetchSocialMedia(client)).rejects.toMatchObject({ status: 502, code: 'bad_shape' });
  });

  it('a host that cannot be reached is AgencyApiError 502 network', async () => {
    const api = await startServer(() => ({ json: {} }));
    const url = api.url;
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
    const client = createAgencyFetch(configFor(url));

    await expect(fetchSocialMedia(client)).rejects.toMatchObject({ status: 502, code: 'network' });
  });

  it('other statuses keep their status and the upstream message', async () => {
    const api = await startServer((req) =>
      req.path === '/api/login' ? { json: { access_token: 't' } } : { status: 503, json: { message: 'maintenance' } },
    );
    const error = await fetchSocialMedia(createAgencyFetch(configFor(api.url))).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AgencyApiError);
    expect(error).toMatchObject({ status: 503, code: 'upstream_error', errors: undefined });
    expect((error as Error).message).toContain('maintenance');
  });

  it('a form answered with a redirect is sent once and not followed (502 network)', async () => {
    // Following it would mean keeping a copy of the whole body (photos) to send again.
    const api = await startServer((req) =>
      req.path === '/api/login'
        ? { json: { access_token: 't' } }
        : { status: 307, headers: { Location: '/api/elsewhere' }, json: {} },
    );
    const client = createAgencyFetch(configFor(api.url));
    const fields = { name: 'Ana', email: 'ana@example.com', phone: '', message: 'Olá' };

    await expect(sendContact(client, 'pt', fields)).rejects.toMatchObject({ status: 502, code: 'network' });
    expect(api.of('/api/contact/pt')).toHaveLength(1);
    expect(api.of('/api/elsewhere')).toHaveLength(0);
  });

  it("the caller's own abort is AgencyApiError 499", async () => {
    const api = await startServer((req) => (req.path === '/api/login' ? { json: { access_token: 't' } } : { hang: true }));
    const client = createAgencyFetch(configFor(api.url));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);

    await expect(
      client.json('panel', { path: '/api/social-media', signal: controller.signal }, SocialMediaAnswerSchema),
    ).rejects.toMatchObject({
      status: 499,
      code: 'aborted',
    });
  });
});

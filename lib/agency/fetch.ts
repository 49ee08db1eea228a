/**
 * The one fetch helper of the agency API, as the noun modules (talents.ts,
 * content.ts, forms.ts) call it: `agency().json('site', request, Schema)`.
 * It signs in once per host and keeps the bearer token (concurrent calls
 * share one sign-in, a 401 signs in anew once), times out every call, turns
 * every failure into an AgencyApiError, parses every answer with zod
 * (media paths resolved on the media host), and caches what the noun
 * modules ask for under the agency's tags (`cachedCall`).
 *
 * `server-only` makes importing this from a client component a build error;
 * `agency()` is the only user of the credentials (from lib/config/env.ts).
 * Tests build their own connection with `createAgencyFetch(config)`.
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import type { z } from 'zod';
import { ROSTER_REVALIDATE_S } from '@/lib/rules/constants';
import { backOfficeIdentity } from '@/lib/config/back-office.mjs';
import { reportCall } from './calls';
import { env } from '@/lib/config/env';
import { agencyConfig, type AgencyConfig } from './env';
import { AgencyApiError, codeForStatus, type AgencyHost } from './errors';
import { ErrorSchema, InvalidSchema, parseAnswer, TokenSchema } from './schemas';

/** Cache tags of the agency data, for `cachedCall` and `revalidateTag`. */
export const tags = {
  /** On every cached agency call: revalidating it refreshes everything. */
  all: 'agency',
  roster: (lang: string) => `agency:roster:${lang}`,
  profile: (id: number | string) => `agency:profile:${id}`,
  slides: (type: string) => `agency:slides:${type}`,
  posts: (type: string, lang: string) => `agency:posts:${type}:${lang}`,
  socialMedia: 'agency:social-media',
  attributes: (lang: string) => `agency:attributes:${lang}`,
  /** The roster's measures, built from the profiles: revalidated with the roster and with any profile. */
  measures: 'agency:measures',
} as const;

// ---- tokens -------------------------------------------------------------------------

interface SignInResult {
  token: string;
  /** Seconds, when the host says how long the token lives. */
  expiresIn?: number | null;
}

/** Refresh this long before expiry: 10 % of the lifetime, at most a minute. */
function refreshMarginMs(lifetimeMs: number): number {
  return Math.min(60_000, lifetimeMs * 0.1);
}

/**
 * One host's bearer token, obtained on first need and kept in memory.
 * Concurrent callers share one sign-in; a 401 invalidates only the token it
 * was answered to, so N requests failing together trigger one new sign-in.
 */
class TokenCache {
  #token: string | null = null;
  #validUntil = Number.POSITIVE_INFINITY;
  #pending: Promise<string> | null = null;

  constructor(
    private readonly obtain: () => Promise<SignInResult>,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<string> {
    if (this.#token !== null && this.now() < this.#validUntil) return Promise.resolve(this.#token);
    if (this.#pending !== null) return this.#pending;
    const pending = this.obtain()
      .then(({ token, expiresIn }) => {
        const lifetimeMs = expiresIn != null && expiresIn > 0 ? expiresIn * 1000 : null;
        this.#token = token;
        this.#validUntil = lifetimeMs === null ? Number.POSITIVE_INFINITY : this.now() + lifetimeMs - refreshMarginMs(lifetimeMs);
        return token;
      })
      .finally(() => {
        if (this.#pending === pending) this.#pending = null;
      });
    this.#pending = pending;
    return pending;
  }

  /** Forgets `stale` if it is still the current token (a newer one is kept). */
  invalidate(stale: string): void {
    if (this.#token === stale) this.#token = null;
  }
}

// ---- the transport ---------------------------------------------------------------

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestSpec {
  method?: 'GET' | 'POST';
  /** Starts with "/"; path parameters already encoded. */
  path: string;
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: FormData;
  /** Accept header; JSON unless said otherwise. */
  accept?: string;
  /** Further request headers (the contract's optional ones, such as Idempotency-Key). */
  headers?: Record<string, string>;
  /** The caller's signal (a route handler passes the visitor's `request.signal`). */
  signal?: AbortSignal | undefined;
}

/** A connection to one back office: its configuration and one token cache per host. */
export interface AgencyFetch {
  readonly config: AgencyConfig;
  /** The call's answer, parsed with `schema` (media paths resolved on the media host). */
  json<S extends z.ZodType>(host: AgencyHost, spec: RequestSpec, schema: S): Promise<z.output<S>>;
  /** The upstream answer with its body unread (2xx only); the timeout covers the headers. */
  stream(host: AgencyHost, spec: RequestSpec): Promise<Response>;
  /** The host's current token (signing in when needed). */
  token(host: AgencyHost): Promise<string>;
}

export interface AgencyFetchOptions {
  /** Clock for token expiry; tests may inject one. */
  now?: () => number;
}

interface Deadline {
  signal: AbortSignal;
  clear(): void;
}

/** Aborts with a TimeoutError after `ms` unless cleared; follows the caller's signal too. */
function startDeadline(ms: number, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms);
  const signal = callerSignal ? AbortSignal.any([controller.signal, callerSignal]) : controller.signal;
  return { signal, clear: () => clearTimeout(timer) };
}

export function joinUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search === '' ? url : `${url}?${search}`;
}

/**
 * The call's trace span, for @vercel/otel's fetch instrumentation when traces
 * are on (ignored otherwise): named by method and path, its URL without the
 * query (a query can hold what a visitor typed); the instrumentation adds the
 * status and the duration.
 */
function spanOf(baseUrl: string, where: { host: AgencyHost; method: string; path: string }) {
  const url = joinUrl(baseUrl, where.path);
  return {
    spanName: `agency ${where.method} ${where.path}`,
    attributes: { 'http.url': url, 'resource.name': url, 'url.path': where.path, 'agency.host': where.host },
  };
}

function describe(host: AgencyHost, method: string, path: string): string {
  return `agency API ${host} ${method} ${path}`;
}

/** A rejected fetch or body read → AgencyApiError (timeout 504, caller abort 499, else 502). */
function transportError(
  error: unknown,
  where: { host: AgencyHost; method: string; path: string },
  callerSignal?: AbortSignal,
): AgencyApiError {
  if (error instanceof AgencyApiError) return error;
  const base = { host: where.host, path: where.path, cause: error };
  const label = describe(where.host, where.method, where.path);
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'TimeoutError') {
    return new AgencyApiError(`${label}: timed out`, { ...base, status: 504, code: 'timeout' });
  }
  if (callerSignal?.aborted) {
    return new AgencyApiError(`${label}: aborted by the caller`, { ...base, status: 499, code: 'aborted' });
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new AgencyApiError(`${label}: network error (${detail})`, { ...base, status: 502, code: 'network' });
}

async function discard(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // The connection is being thrown away anyway.
  }
}

function parseJson(textBody: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(textBody) };
  } catch {
    return { ok: false };
  }
}

/** A non-2xx answer → AgencyApiError with its status, message and 422 field errors. */
async function statusError(
  response: Response,
  where: { host: AgencyHost; method: string; path: string },
  code = codeForStatus(response.status),
): Promise<AgencyApiError> {
  const body = await response.text().catch(() => '');
  const parsed = parseJson(body);
  const value = parsed.ok ? parsed.value : undefined;
  const invalid = InvalidSchema.safeParse(value);
  const message = ErrorSchema.safeParse(value);
  const upstream = message.success ? `: ${message.data.message}` : '';
  return new AgencyApiError(`${describe(where.host, where.method, where.path)} answered ${response.status}${upstream}`, {
    status: response.status,
    code,
    host: where.host,
    path: where.path,
    errors: response.status === 422 ? (invalid.success ? invalid.data.errors : {}) : undefined,
  });
}

function parseWith<S extends z.ZodType>(
  schema: S,
  body: string,
  where: { host: AgencyHost; method: string; path: string },
  mediaHost: string,
): z.output<S> {
  const label = describe(where.host, where.method, where.path);
  const json = parseJson(body);
  if (!json.ok) {
    throw new AgencyApiError(`${label}: the answer is not JSON`, {
      status: 502,
      code: 'bad_json',
      host: where.host,
      path: where.path,
    });
  }
  const result = parseAnswer(schema, json.value, mediaHost);
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ');
    throw new AgencyApiError(`${label}: the answer breaks the contract (${issues})`, {
      status: 502,
      code: 'bad_shape',
      host: where.host,
      path: where.path,
      cause: result.error,
    });
  }
  return result.data;
}

export function createAgencyFetch(config: AgencyConfig, options: AgencyFetchOptions = {}): AgencyFetch {
  const hosts = {
    site: {
      baseUrl: config.siteUrl,
      signInPath: '/api/signin',
      credentials: { salt: config.salt, api_key: config.siteApiKey },
    },
    panel: {
      baseUrl: config.panelUrl,
      signInPath: '/api/login',
      credentials: { salt: config.salt, api_token: config.panelApiToken },
    },
  } as const;

  async function signIn(host: AgencyHost): Promise<SignInResult> {
    const { baseUrl, signInPath, credentials } = hosts[host];
    const where = { host, method: 'POST', path: signInPath };
    // No caller signal here: the sign-in is shared by concurrent callers.
    const deadline = startDeadline(config.timeoutMs);
    const started = performance.now();
    try {
      const init: RequestInit & { opentelemetry?: ReturnType<typeof spanOf> } = {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
        signal: deadline.signal,
        opentelemetry: spanOf(baseUrl, where),
      };
      const response = await fetch(joinUrl(baseUrl, signInPath), init);
      reportCall(where, started, response);
      if (!response.ok) throw await statusError(response, where, 'signin_failed');
      const body = await response.text();
      // The token is stored as the empty string when the answer has none (docs/product.md §7).
      if (body.trim() === '') return { token: '' };
      const answer = parseWith(TokenSchema, body, where, config.mediaUrl);
      return { token: answer.access_token ?? '', expiresIn: answer.expires_in };
    } catch (error) {
      const failure = transportError(error, where);
      if (!(error instanceof AgencyApiError)) reportCall(where, started, failure);
      throw failure;
    } finally {
      deadline.clear();
    }
  }

  const tokens: Record<AgencyHost, TokenCache> = {
    site: new TokenCache(() => signIn('site'), options.now),
    panel: new TokenCache(() => signIn('panel'), options.now),
  };

  /** Sends the request, signing in anew and retrying once on a 401. */
  async function exchange(host: AgencyHost, spec: RequestSpec): Promise<{ response: Response; deadline: Deadline }> {
    const method = spec.method ?? 'GET';
    const where = { host, method, path: spec.path };
    const url = joinUrl(hosts[host].baseUrl, spec.path, spec.query);
    const callerSignal = spec.signal;

    for (let attempt = 1; ; attempt += 1) {
      const token = await tokens[host].get();
      const headers = new Headers({
        Accept: spec.accept ?? 'application/json',
        Authorization: `Bearer ${token}`,
        ...spec.headers,
      });
      let body: BodyInit | undefined;
      if (spec.form) body = spec.form;
      else if (spec.json !== undefined) {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(spec.json);
      }
      const deadline = startDeadline(config.timeoutMs, callerSignal);
      const started = performance.now();
      let response: Response;
      try {
        const init: RequestInit & { window?: null; opentelemetry?: ReturnType<typeof spanOf> } = {
          method,
          headers,
          body,
          signal: deadline.signal,
          opentelemetry: spanOf(hosts[host].baseUrl, where),
          // Node's fetch copies a request it may have to send again after a
          // redirect, and that copy keeps every byte of a form sent from files
          // until the answer (nodejs/undici#4058), so concurrent applications
          // held all their photos in memory. With no redirect to follow and no
          // window (the Fetch standard's own condition) it sends the request
          // itself; the back office answers its form paths directly
          // (docs/decisions/0004-form-posts-without-redirects.md).
          ...(spec.form ? { redirect: 'error' as const, window: null } : {}),
        };
        response = await fetch(url, init);
      } catch (error) {
        deadline.clear();
        const failure = transportError(error, where, callerSignal);
        reportCall(where, started, failure);
        throw failure;
      }
      reportCall(where, started, response);
      if (response.status === 401 && attempt === 1) {
        deadline.clear();
        await discard(response);
        tokens[host].invalidate(token);
        continue;
      }
      return { response, deadline };
    }
  }

  return {
    config,

    async json(host, spec, schema) {
      const where = { host, method: spec.method ?? 'GET', path: spec.path };
      const { response, deadline } = await exchange(host, spec);
      try {
        if (!response.ok) throw await statusError(response, where);
        return parseWith(schema, await response.text(), where, config.mediaUrl);
      } catch (error) {
        throw transportError(error, where, spec.signal);
      } finally {
        deadline.clear();
      }
    },

    async stream(host, spec) {
      const where = { host, method: spec.method ?? 'GET', path: spec.path };
      const { response, deadline } = await exchange(host, spec);
      if (response.ok) {
        // Headers are in: the body now streams for as long as it needs
        // (the caller's signal still aborts it).
        deadline.clear();
        return response;
      }
      try {
        throw await statusError(response, where);
      } catch (error) {
        throw transportError(error, where, spec.signal);
      } finally {
        deadline.clear();
      }
    },

    token(host) {
      return tokens[host].get();
    },
  };
}

let defaultFetch: AgencyFetch | null = null;

/** The connection to this server's back office, built on first use so a bad environment fails the first call, not the import. */
export function agency(): AgencyFetch {
  defaultFetch ??= createAgencyFetch(agencyConfig(env()));
  return defaultFetch;
}

// ---- the cache ---------------------------------------------------------------------

const inFlight = ((globalThis as { __agencyInFlight?: Map<string, Promise<unknown>> }).__agencyInFlight ??= new Map<
  string,
  Promise<unknown>
>());

/**
 * How long a failed call keeps answering its callers with the same failure.
 * After a page fails, Next renders it once more (for the error page); without
 * this the visitor waited for the back office's timeout twice. It also keeps
 * a burst of visitors off a back office that has just failed.
 */
const FAILURE_MEMORY_MS = 3000;

/**
 * A call to the agency API cached on the server for `revalidate` seconds and
 * under `tags` and `agency` (for on-demand revalidation), with concurrent misses sharing
 * one upstream call: a burst of visitors on a cold or expired cache still
 * makes a single request to the back office. A failure is never cached by
 * `unstable_cache`; it is only shared for FAILURE_MEMORY_MS.
 *
 * Entries are keyed by the back office too: a cache kept from a build
 * against another one (a CI cache, the demo roster) is a miss, not its data.
 */
export function cachedCall<Args extends unknown[], T>(
  key: string,
  fn: (...args: Args) => Promise<T>,
  options: { revalidate?: number; tags: (...args: Args) => string[] },
): (...args: Args) => Promise<T> {
  const revalidate = options.revalidate ?? ROSTER_REVALIDATE_S;
  return (...args: Args) => {
    const id = `${key}:${JSON.stringify(args)}`;
    const shared = () => {
      const pending = inFlight.get(id) as Promise<T> | undefined;
      if (pending) return pending;
      const call = fn(...args);
      inFlight.set(id, call);
      const forget = () => {
        if (inFlight.get(id) === call) inFlight.delete(id);
      };
      call.then(forget, () => setTimeout(forget, FAILURE_MEMORY_MS).unref());
      return call;
    };
    return unstable_cache(shared, [backOfficeIdentity(), key, ...args.map((a) => JSON.stringify(a))], {
      revalidate,
      tags: [...new Set([tags.all, ...options.tags(...args)])],
    })();
  };
}

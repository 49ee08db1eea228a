/**
 * The typed fetch wrapper: per-host bearer tokens, one retry after a 401,
 * a timeout on every request, answers parsed with zod. Every failure is an
 * AgencyApiError.
 */
import type { z } from 'zod';
import type { AgencyConfig } from './env';
import { AgencyApiError, codeForStatus, type AgencyHost } from './errors';
import { ErrorSchema, InvalidSchema, TokenSchema } from './schemas';
import { tags as cacheTags } from './tags';
import { TokenCache, type SignInResult } from './tokens';
import type { FetchInit } from './types';

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
  init?: FetchInit | undefined;
  /** Tags this data carries when the caller asks for caching (`init.next`). */
  tags?: string[];
}

export interface AgencyHttp {
  /** The call's answer, parsed with `schema`. */
  json<S extends z.ZodType>(host: AgencyHost, spec: RequestSpec, schema: S): Promise<z.output<S>>;
  /** The upstream answer with its body unread (2xx only); the timeout covers the headers. */
  stream(host: AgencyHost, spec: RequestSpec): Promise<Response>;
  /** The host's current token (signing in when needed). */
  token(host: AgencyHost): Promise<string>;
}

export interface HttpOptions {
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
  const timer = setTimeout(
    () => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')),
    ms,
  );
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
  const result = schema.safeParse(json.value);
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

/** Adds the call's own tags to a caller's `next` config, so revalidation by tag always reaches it. */
function withTags(init: FetchInit | undefined, callTags: string[] | undefined): FetchInit {
  if (!init?.next) return init ?? {};
  const merged = new Set([...(init.next.tags ?? []), cacheTags.all, ...(callTags ?? [])]);
  return { ...init, next: { ...init.next, tags: [...merged] } };
}

export function createHttp(config: AgencyConfig, options: HttpOptions = {}): AgencyHttp {
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
    // No caller init here: the sign-in is shared by concurrent callers and never cached.
    const deadline = startDeadline(config.timeoutMs);
    try {
      const response = await fetch(joinUrl(baseUrl, signInPath), {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
        signal: deadline.signal,
      });
      if (!response.ok) throw await statusError(response, where, 'signin_failed');
      const body = await response.text();
      // The token is stored as the empty string when the answer has none (docs/product.md §7).
      if (body.trim() === '') return { token: '' };
      const answer = parseWith(TokenSchema, body, where);
      return { token: answer.access_token ?? '', expiresIn: answer.expires_in };
    } catch (error) {
      throw transportError(error, where);
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
    const { signal: callerSignal, ...cacheInit } = withTags(spec.init, spec.tags);

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
      let response: Response;
      try {
        // `next` is Next.js's fetch extension; plain fetch ignores it.
        const init: RequestInit & Omit<FetchInit, 'signal'> = {
          ...cacheInit,
          method,
          headers,
          body,
          signal: deadline.signal,
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
        throw transportError(error, where, callerSignal);
      }
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
    async json(host, spec, schema) {
      const where = { host, method: spec.method ?? 'GET', path: spec.path };
      const { response, deadline } = await exchange(host, spec);
      try {
        if (!response.ok) throw await statusError(response, where);
        return parseWith(schema, await response.text(), where);
      } catch (error) {
        throw transportError(error, where, spec.init?.signal);
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
        throw transportError(error, where, spec.init?.signal);
      } finally {
        deadline.clear();
      }
    },

    token(host) {
      return tokens[host].get();
    },
  };
}

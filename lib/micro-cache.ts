import type { OutgoingHttpHeaders } from 'node:http';

/**
 * The site server's micro-cache (scripts/serve.ts): a whole page answer kept
 * for about a second, so a burst of visitors on one shared link costs one
 * render pipeline run (proxy, routing, Next's cache read) instead of one per
 * visitor. Only what a shared cache may keep is kept: GET requests without
 * Next's client-navigation headers, 200 answers that Next marked public
 * (`s-maxage` pages, immutable scripts and styles, optimized images),
 * without cookies. On-demand revalidation empties it.
 */

export interface RequestLike {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

export type Headers = OutgoingHttpHeaders;

export interface CachedAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
}

interface Entry {
  answer: CachedAnswer;
  freshUntil: number;
  staleUntil: number;
  refreshing: boolean;
}

/** Headers that belong to one connection, never replayed from the cache. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);
/** Draft/preview modes show unpublished content: never shared. */
const PREVIEW_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;
/** Bodies past this are streamed through, never held in memory. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

function header(headers: RequestLike['headers'], name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/**
 * The cache key of a request, or null when its answer must not be shared:
 * not a GET, a client navigation or prefetch (`rsc`, `next-*` headers or the
 * `_rsc` query), or a preview cookie. The key keeps the host, the accepted
 * encodings and types, since the answer depends on them.
 */
export function cacheKey(request: RequestLike): string | null {
  if (request.method !== 'GET' || !request.url) return null;
  if (request.url.includes('_rsc=')) return null;
  for (const name of Object.keys(request.headers)) {
    if (name === 'rsc' || name.startsWith('next-')) return null;
  }
  if (PREVIEW_COOKIE.test(header(request.headers, 'cookie'))) return null;
  // Next answers vary on these (`Vary: Accept-Encoding`, and `Accept` for optimized images).
  return [header(request.headers, 'host'), request.url, header(request.headers, 'accept-encoding'), header(request.headers, 'accept')].join('\n');
}

/**
 * Whether Next's answer may be shared: 200, no cookie set, and what any
 * shared cache may keep: `s-maxage` (pages), or `public` with `max-age`
 * (built scripts and styles, optimized images, the site API's public lists).
 */
export function isShareable(status: number, headers: Headers): boolean {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  const cacheControl = String(headers['cache-control'] ?? '').toLowerCase();
  if (/\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return false;
  return /\bs-maxage=[1-9]/.test(cacheControl) || (/\bpublic\b/.test(cacheControl) && /\bmax-age=[1-9]/.test(cacheControl));
}

/** The headers to store: everything but the connection's own. */
export function storedHeaders(headers: Headers): Headers {
  const kept: Headers = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name.toLowerCase())) kept[name.toLowerCase()] = value;
  }
  return kept;
}

/** Whether the browser already holds this answer (`If-None-Match` names its ETag). */
export function notModified(request: RequestLike, answer: CachedAnswer): boolean {
  const etag = answer.headers.etag;
  if (typeof etag !== 'string') return false;
  const wanted = header(request.headers, 'if-none-match');
  if (!wanted) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return wanted === '*' || wanted.split(',').some((tag) => bare(tag) === bare(etag));
}

export type Lookup =
  | { kind: 'hit'; answer: CachedAnswer }
  /** Nothing usable: this request goes to Next and its answer is stored. */
  | { kind: 'miss' };

/**
 * Entries are fresh for `freshMs`; after that the first request refreshes
 * the entry through Next while the others keep getting it, for at most
 * `staleMs` more (a burst never sends every visitor to Next at once).
 */
export class MicroCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly options: { freshMs: number; staleMs: number; maxEntries: number; now?: () => number },
  ) {}

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  get size(): number {
    return this.entries.size;
  }

  lookup(key: string): Lookup {
    const entry = this.entries.get(key);
    if (!entry) return { kind: 'miss' };
    const now = this.now();
    if (now <= entry.freshUntil) return { kind: 'hit', answer: entry.answer };
    if (now <= entry.staleUntil && entry.refreshing) return { kind: 'hit', answer: entry.answer };
    if (now <= entry.staleUntil) {
      entry.refreshing = true;
      return { kind: 'miss' };
    }
    this.entries.delete(key);
    return { kind: 'miss' };
  }

  /** Stores Next's answer, or forgets the key when it may not be shared or is too big (`body` null or past MAX_BODY_BYTES). */
  store(key: string, status: number, headers: Headers, body: Buffer | null): void {
    this.entries.delete(key);
    if (!body || body.length > MAX_BODY_BYTES || !isShareable(status, headers)) return;
    const now = this.now();
    this.entries.set(key, {
      answer: { status, headers: storedHeaders(headers), body },
      freshUntil: now + this.options.freshMs,
      staleUntil: now + this.options.freshMs + this.options.staleMs,
      refreshing: false,
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

const REGISTRY = Symbol.for('ravage.micro-cache');
type Registry = { [REGISTRY]?: MicroCache };

/** The server registers its cache here so that route handlers in the same process can empty it. */
export function registerMicroCache(cache: MicroCache): void {
  (globalThis as Registry)[REGISTRY] = cache;
}

/** Empties the server's micro-cache, if this process has one (`next dev` and tests do not). */
export function clearMicroCache(): void {
  (globalThis as Registry)[REGISTRY]?.clear();
}

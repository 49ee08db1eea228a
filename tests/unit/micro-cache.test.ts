import { describe, expect, it } from 'vitest';
import { cacheKey, clearMicroCache, isShareable, MicroCache, notModified, registerMicroCache, storedHeaders } from '@/lib/micro-cache';

const page = (headers: Record<string, string> = {}, method = 'GET', url = '/modelos') => ({
  method,
  url,
  headers: { host: 'localhost:3000', 'accept-encoding': 'gzip', ...headers },
});

const ISR = { 'cache-control': 's-maxage=300, stale-while-revalidate=31535700', etag: '"abc"', vary: 'rsc, Accept-Encoding' };

describe('cacheKey', () => {
  it('keys a plain page request by host, URL and accepted encodings', () => {
    expect(cacheKey(page())).toBe('localhost:3000\n/modelos\ngzip\n');
    expect(cacheKey(page({ accept: 'image/avif' }))).not.toBe(cacheKey(page({ accept: 'image/webp' })));
    expect(cacheKey(page({ 'accept-encoding': 'br' }))).not.toBe(cacheKey(page()));
    expect(cacheKey(page({ host: 'other.example' }))).not.toBe(cacheKey(page()));
    expect(cacheKey(page({}, 'GET', '/modelos?gender=woman'))).not.toBe(cacheKey(page()));
  });

  it('never shares client navigations, prefetches, other methods or previews', () => {
    expect(cacheKey(page({ rsc: '1' }))).toBeNull();
    expect(cacheKey(page({ 'next-router-prefetch': '1' }))).toBeNull();
    expect(cacheKey(page({ 'next-router-state-tree': '%5B%5D' }))).toBeNull();
    expect(cacheKey(page({}, 'GET', '/modelos?_rsc=abc'))).toBeNull();
    expect(cacheKey(page({}, 'POST'))).toBeNull();
    expect(cacheKey(page({}, 'HEAD'))).toBeNull();
    expect(cacheKey(page({ cookie: 'a=1; __prerender_bypass=x' }))).toBeNull();
    expect(cacheKey(page({ cookie: 'theme=dark' }))).not.toBeNull();
  });
});

describe('isShareable', () => {
  it('shares only 200 answers a shared cache may keep (s-maxage, or public with max-age), without cookies', () => {
    expect(isShareable(200, ISR)).toBe(true);
    expect(isShareable(404, ISR)).toBe(false);
    expect(isShareable(503, ISR)).toBe(false);
    expect(isShareable(308, ISR)).toBe(false);
    expect(isShareable(200, { ...ISR, 'set-cookie': ['a=1'] })).toBe(false);
    expect(isShareable(200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })).toBe(false);
    expect(isShareable(200, { 'cache-control': 'public, max-age=31536000, immutable' })).toBe(true);
    expect(isShareable(200, { 'cache-control': 'max-age=60' })).toBe(false);
    expect(isShareable(200, { 'cache-control': 'public, max-age=0' })).toBe(false);
    expect(isShareable(200, { 'cache-control': 'private, no-store' })).toBe(false);
    expect(isShareable(200, { 'cache-control': 's-maxage=0' })).toBe(false);
    expect(isShareable(200, {})).toBe(false);
  });
});

describe('storedHeaders', () => {
  it('drops the connection headers and lower-cases names', () => {
    expect(
      storedHeaders({ ETag: '"x"', Connection: 'keep-alive', 'Transfer-Encoding': 'chunked', Date: 'now', 'Content-Length': 3, 'Content-Type': 'text/html' }),
    ).toEqual({ etag: '"x"', 'content-type': 'text/html' });
  });
});

describe('notModified', () => {
  const answer = { status: 200, headers: { etag: '"abc"' }, body: Buffer.from('x') };
  it('matches the ETag the browser holds, weak or strong, among several', () => {
    expect(notModified(page({ 'if-none-match': '"abc"' }), answer)).toBe(true);
    expect(notModified(page({ 'if-none-match': '"zzz", W/"abc"' }), answer)).toBe(true);
    expect(notModified(page({ 'if-none-match': '"zzz"' }), answer)).toBe(false);
    expect(notModified(page(), answer)).toBe(false);
    expect(notModified(page({ 'if-none-match': '"abc"' }), { ...answer, headers: {} })).toBe(false);
  });
});

describe('MicroCache', () => {
  function setup() {
    let now = 0;
    const cache = new MicroCache({ freshMs: 1000, staleMs: 5000, maxEntries: 2, now: () => now });
    return { cache, advance: (ms: number) => (now += ms) };
  }
  const body = Buffer.from('<html>');

  it('replays a stored answer while fresh', () => {
    const { cache, advance } = setup();
    expect(cache.lookup('a').kind).toBe('miss');
    cache.store('a', 200, ISR, body);
    advance(999);
    const found = cache.lookup('a');
    expect(found.kind).toBe('hit');
    if (found.kind === 'hit') expect(found.answer.body.toString()).toBe('<html>');
  });

  it('sends one request to refresh a stale entry while the others keep getting it', () => {
    const { cache, advance } = setup();
    cache.store('a', 200, ISR, body);
    advance(1500);
    expect(cache.lookup('a').kind).toBe('miss'); // this one refreshes
    expect(cache.lookup('a').kind).toBe('hit');
    expect(cache.lookup('a').kind).toBe('hit');
    cache.store('a', 200, ISR, Buffer.from('<new>'));
    const found = cache.lookup('a');
    expect(found.kind === 'hit' && found.answer.body.toString()).toBe('<new>');
  });

  it('forgets an entry past its stale window, or when the refresh may not be shared', () => {
    const { cache, advance } = setup();
    cache.store('a', 200, ISR, body);
    advance(7000);
    expect(cache.lookup('a').kind).toBe('miss');
    expect(cache.size).toBe(0);
    cache.store('b', 200, ISR, body);
    advance(1500);
    expect(cache.lookup('b').kind).toBe('miss');
    cache.store('b', 503, ISR, body);
    expect(cache.lookup('b').kind).toBe('miss');
    expect(cache.size).toBe(0);
  });

  it('refuses answers that may not be shared or are too big, and keeps at most maxEntries', () => {
    const { cache } = setup();
    cache.store('a', 200, { 'cache-control': 'private' }, body);
    cache.store('b', 200, ISR, null);
    expect(cache.size).toBe(0);
    cache.store('c', 200, ISR, body);
    cache.store('d', 200, ISR, body);
    cache.store('e', 200, ISR, body);
    expect(cache.size).toBe(2);
    expect(cache.lookup('c').kind).toBe('miss');
    expect(cache.lookup('e').kind).toBe('hit');
  });

  it('is emptied through the process registry (on-demand revalidation)', () => {
    const { cache } = setup();
    cache.store('a', 200, ISR, body);
    registerMicroCache(cache);
    clearMicroCache();
    expect(cache.lookup('a').kind).toBe('miss');
  });
});

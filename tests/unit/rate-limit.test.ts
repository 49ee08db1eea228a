import { describe, expect, it } from 'vitest';
import { clientKey, createRateLimiter } from '@/lib/forms/rate-limit';

describe('createRateLimiter', () => {
  it('lets `limit` attempts through per window, per key', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000 });
    expect([0, 10, 20, 30].map((t) => limiter.take('a', t))).toEqual([true, true, true, false]);
    expect(limiter.take('b', 30)).toBe(true);
  });
  it('slides: an attempt frees its place windowMs after it was made', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.take('a', 0)).toBe(true);
    expect(limiter.take('a', 500)).toBe(true);
    expect(limiter.take('a', 999)).toBe(false);
    expect(limiter.take('a', 1001)).toBe(true); // the one at 0 has left the window
    expect(limiter.take('a', 1200)).toBe(false); // 500 and 1001 are still in it
    expect(limiter.take('a', 1501)).toBe(true);
  });
  it('refused attempts do not extend the wait', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 100 });
    expect(limiter.take('a', 0)).toBe(true);
    for (let t = 10; t < 100; t += 10) expect(limiter.take('a', t)).toBe(false);
    expect(limiter.take('a', 101)).toBe(true);
  });
  it('forgets the least recently seen clients past maxKeys', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000, maxKeys: 2 });
    limiter.take('a', 0);
    limiter.take('b', 1);
    limiter.take('c', 2); // a is forgotten
    expect(limiter.take('a', 3)).toBe(true);
    expect(limiter.take('c', 4)).toBe(false);
  });
});

describe('clientKey', () => {
  const req = (headers: Record<string, string>) => new Request('http://site/api', { headers });
  it('reads the first hop of x-forwarded-for, then x-real-ip, else local', () => {
    expect(clientKey(req({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1', 'x-real-ip': '10.0.0.1' }))).toBe('203.0.113.7');
    expect(clientKey(req({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientKey(req({}))).toBe('local');
    expect(clientKey(req({ 'x-forwarded-for': ' ' }))).toBe('local');
  });
});

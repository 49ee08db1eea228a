import { describe, expect, it, vi } from 'vitest';
import { proxyList } from '@/lib/config/env';
import { clientKey, createRateLimiter } from '@/lib/server/forms/rate-limit';
import { outageLog, sharedRedis } from '@/lib/server/redis-connection.mjs';

describe('createRateLimiter (in memory, without REDIS_URL)', () => {
  it('lets `points` attempts through per window, per key', async () => {
    const limiter = createRateLimiter({ points: 3, durationS: 60, keyPrefix: 't1' }, undefined);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await limiter.take('a'));
    expect(answers).toEqual([true, true, true, false]);
    expect(await limiter.take('b')).toBe(true);
  });

  it('keeps limits with different prefixes apart', async () => {
    const contact = createRateLimiter({ points: 1, durationS: 60, keyPrefix: 'contact' }, undefined);
    const budget = createRateLimiter({ points: 1, durationS: 60, keyPrefix: 'budget' }, undefined);
    expect(await contact.take('a')).toBe(true);
    expect(await contact.take('a')).toBe(false);
    expect(await budget.take('a')).toBe(true);
  });

  it('gives a key its allowance back once the window has passed', async () => {
    vi.useFakeTimers();
    try {
      const limiter = createRateLimiter({ points: 1, durationS: 10, keyPrefix: 't2' }, undefined);
      expect(await limiter.take('a')).toBe(true);
      expect(await limiter.take('a')).toBe(false);
      vi.advanceTimersByTime(10_001);
      expect(await limiter.take('a')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('createRateLimiter with REDIS_URL and Redis unreachable', () => {
  it('counts in this process instead, answering at once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Port 9 (discard) has no Redis: the connection is refused and retried in the background.
    const limiter = createRateLimiter({ points: 2, durationS: 60, keyPrefix: 'down' }, 'redis://127.0.0.1:9');
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await limiter.take('a'));
      expect(answers).toEqual([true, true, false]);
    } finally {
      sharedRedis('redis://127.0.0.1:9')?.destroy();
      logged.mockRestore();
    }
  });
});

describe('clientKey', () => {
  const req = (xff?: string) => new Request('http://site/api', { headers: xff === undefined ? {} : { 'x-forwarded-for': xff } });

  it('is the peer: the address Next fills in from the socket, or the one the nearest proxy wrote', () => {
    expect(clientKey(req('203.0.113.7'), [])).toBe('203.0.113.7');
    expect(clientKey(req('::ffff:127.0.0.1'), [])).toBe('::ffff:127.0.0.1');
  });

  it('ignores hops a client wrote in front of an untrusted peer', () => {
    // A proxy that appends ($proxy_add_x_forwarded_for) after the client's forged value.
    expect(clientKey(req('1.2.3.4, 203.0.113.7'), [])).toBe('203.0.113.7');
    expect(clientKey(req('1.2.3.4, 5.6.7.8, 203.0.113.7'), ['10.0.0.0/8'])).toBe('203.0.113.7');
  });

  it('walks from the right past trusted proxies only, to the first untrusted hop', () => {
    const trusted = ['10.0.0.0/8', '192.0.2.1'];
    expect(clientKey(req('1.2.3.4, 203.0.113.7, 192.0.2.1'), trusted)).toBe('203.0.113.7');
    expect(clientKey(req('1.2.3.4, 203.0.113.7, 10.1.2.3, 192.0.2.1'), trusted)).toBe('203.0.113.7');
    // A forged "trusted" hop to the left of an untrusted one is never reached.
    expect(clientKey(req('10.0.0.9, 203.0.113.7'), trusted)).toBe('203.0.113.7');
  });

  it('stops at the furthest hop when every hop is trusted', () => {
    expect(clientKey(req('10.0.0.2, 10.0.0.1'), ['10.0.0.0/8'])).toBe('10.0.0.2');
  });

  it('stops at a hop that is not an address', () => {
    expect(clientKey(req('1.2.3.4, not-an-ip, 10.0.0.1'), ['10.0.0.0/8'])).toBe('not-an-ip');
  });

  it('has a bounded key and one key for requests without any address', () => {
    expect(clientKey(req(), [])).toBe('unknown');
    expect(clientKey(req(' , '), [])).toBe('unknown');
    expect(clientKey(req('x'.repeat(500)), []).length).toBeLessThanOrEqual(64);
  });

  it('reads TRUSTED_PROXIES as a comma-separated list', () => {
    expect(proxyList(' 10.0.0.0/8, loopback ,,')).toEqual(['10.0.0.0/8', 'loopback']);
    expect(proxyList(undefined)).toEqual([]);
    expect(() => clientKey(req('1.2.3.4'), ['not a cidr'])).toThrow();
  });
});

describe('outageLog', () => {
  it('logs an outage once a minute however often Redis fails, and once when it returns', () => {
    let now = 0;
    const log = { error: vi.fn(), info: vi.fn() };
    const report = outageLog({ intervalMs: 60_000, now: () => now, log });
    for (; now < 150_000; now += 100) report.error(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }));
    expect(log.error).toHaveBeenCalledTimes(3); // at 0, 60 s and 120 s
    expect(log.error.mock.calls[0]![0]).toContain('ECONNREFUSED');
    expect(report.ready()).toBe(true);
    expect(report.ready()).toBe(false);
    expect(log.info).toHaveBeenCalledTimes(1);
    // A new outage is reported at once.
    expect(report.error(new Error('again'))).toBe(true);
  });
});

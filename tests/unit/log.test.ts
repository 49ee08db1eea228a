import { describe, expect, it } from 'vitest';
import { formatLine, maskText, pathOnly, redact, requestIdFrom } from '@/lib/server/observability/log';
import { createReadiness, READY_TTL_MS } from '@/lib/server/observability/readiness';

describe('the log line (lib/server/observability/log.ts, site and back office)', () => {
  it('is one JSON object on one line: time and level first, then the fields', () => {
    const line = formatLine('warn', { event: 'request', requestId: 'abc12345', status: 404, ms: 3 }, new Date(0));
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      time: '1970-01-01T00:00:00.000Z',
      level: 'warn',
      event: 'request',
      requestId: 'abc12345',
      status: 404,
      ms: 3,
    });
  });

  it('never writes a field named for a secret or a visitor’s details', () => {
    const out = redact({
      event: 'x',
      token: 't0k3n',
      api_key: 'k',
      apiKey: 'k',
      password: 'p',
      Authorization: 'Bearer x',
      email: 'a@b.co',
      phone: '1',
      salt: 's',
      route: '/api/contact',
    });
    expect(out).toEqual({ event: 'x', route: '/api/contact' });
  });

  it('masks e-mail addresses, phone numbers and bearer tokens inside any text', () => {
    const text = maskText(
      'from maria.silva+casting@example.com.br, +55 (11) 91234-5678, Authorization: Bearer abc.def-ghi at 127.0.0.1:4010',
    );
    expect(text).not.toMatch(/maria|example|91234|5678|abc\.def/);
    expect(text).toContain('[email]');
    expect(text).toContain('[phone]');
    expect(text).toContain('Bearer [redacted]');
    // An address or a small number is no phone number.
    expect(text).toContain('127.0.0.1:4010');
    expect(JSON.parse(formatLine('error', { event: 'error', error: 'for 11 98765 4321' })).error).toBe('for [phone]');
  });

  it('logs paths without their query', () => {
    expect(pathOnly('/pt/models/search?q=maria&email=a@b.co')).toBe('/pt/models/search');
    expect(pathOnly('/api/health#x')).toBe('/api/health');
    expect(pathOnly('/')).toBe('/');
  });

  it('keeps a request id a proxy sent only when it looks like one; otherwise makes one', () => {
    expect(requestIdFrom('7f3c2a9be01d4c55a1b2c3d4e5f60718')).toBe('7f3c2a9be01d4c55a1b2c3d4e5f60718');
    for (const bad of ['short', 'x'.repeat(65), 'has space here', '{"json":1}', '<script>', undefined, null]) {
      const id = requestIdFrom(bad);
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f]{16}$/);
    }
    expect(requestIdFrom(['abcdefgh-1', 'other'])).toBe('abcdefgh-1');
  });
});

describe('the readiness answer (lib/server/observability/readiness.ts)', () => {
  it('is ready when the back office and Redis answer; says what is degraded otherwise', async () => {
    const ok = async () => 'pong';
    const down = async () => {
      throw new Error('ECONNREFUSED');
    };
    expect(await createReadiness({ backOffice: ok, redis: ok })()).toEqual({
      ready: true,
      checks: { backOffice: 'ok', redis: 'ok' },
      degraded: [],
    });
    expect(await createReadiness({ backOffice: ok, redis: null })()).toEqual({
      ready: true,
      checks: { backOffice: 'ok', redis: 'not configured' },
      degraded: [],
    });
    expect(await createReadiness({ backOffice: down, redis: down })()).toEqual({
      ready: false,
      checks: { backOffice: 'down', redis: 'down' },
      degraded: ['back office', 'redis'],
    });
  });

  it('gives up on a check that hangs, and asks at most once per interval however often it is asked', async () => {
    let clock = 0;
    let asked = 0;
    const ready = createReadiness(
      {
        backOffice: () => {
          asked += 1;
          return new Promise(() => {});
        },
        redis: null,
      },
      () => clock,
    );
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 20 }, () => ready()));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answers.every((a) => !a.ready && a.degraded.join() === 'back office')).toBe(true);
    expect(asked).toBe(1);
    clock += READY_TTL_MS;
    await ready();
    expect(asked).toBe(2);
  });
});

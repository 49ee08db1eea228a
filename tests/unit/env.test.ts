import { afterEach, describe, expect, it, vi } from 'vitest';
import { env, parseEnv } from '@/lib/config/env';

describe('parseEnv (lib/config/env.ts)', () => {
  it('gives every default for an empty environment', () => {
    expect(parseEnv({})).toEqual({
      SITE_API_URL: 'http://127.0.0.1:4010',
      PANEL_API_URL: 'http://127.0.0.1:4010',
      SITE_API_KEY: 'dev-site-key',
      PANEL_API_TOKEN: 'dev-panel-token',
      API_SALT: 'dev-salt',
      AGENCY_API_TIMEOUT_MS: 8000,
      HOME_HEALTH_TTL_MS: 10_000,
      NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
      TRUSTED_PROXIES: [],
    });
  });

  it('reads the site’s own variables: the address without its trailing slash, the proxies as a list', () => {
    const parsed = parseEnv({
      NEXT_PUBLIC_SITE_URL: 'https://www.example.com/',
      NEXT_PUBLIC_SOCIAL_FEED_URL: '/feed/widget.js',
      REDIS_URL: 'redis://:pw@127.0.0.1:6379/0',
      TRUSTED_PROXIES: '10.0.0.0/8, loopback',
      REVALIDATE_SECRET: '',
    });
    expect(parsed).toMatchObject({
      NEXT_PUBLIC_SITE_URL: 'https://www.example.com',
      NEXT_PUBLIC_SOCIAL_FEED_URL: '/feed/widget.js',
      REDIS_URL: 'redis://:pw@127.0.0.1:6379/0',
      TRUSTED_PROXIES: ['10.0.0.0/8', 'loopback'],
    });
    expect(parsed.REVALIDATE_SECRET).toBeUndefined();
  });

  it('refuses a bad value with a message naming the variable and what it got', () => {
    expect(() => parseEnv({ SITE_API_URL: 'foo' })).toThrow(
      new Error('Invalid environment: SITE_API_URL must be an http(s) URL (got "foo")'),
    );
    expect(() => parseEnv({ NEXT_PUBLIC_SITE_URL: 'www.example.com', AGENCY_API_TIMEOUT_MS: 'soon' })).toThrow(
      'Invalid environment: AGENCY_API_TIMEOUT_MS must be whole milliseconds from 1 to 600000 (got "soon"); ' +
        'NEXT_PUBLIC_SITE_URL must be an http(s) URL (got "www.example.com")',
    );
    expect(() => parseEnv({ TRUSTED_PROXIES: 'loopback, proxy.example.com' })).toThrow(/^Invalid environment: TRUSTED_PROXIES/);
    expect(() => parseEnv({ NEXT_PUBLIC_SOCIAL_FEED_URL: '//cdn.example.com/feed.js' })).toThrow(/NEXT_PUBLIC_SOCIAL_FEED_URL/);
    expect(() => parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('never repeats a value that may hold a password', () => {
    expect(() => parseEnv({ REDIS_URL: 'http://user:hunter2@cache.example.com' })).toThrow(
      new Error('Invalid environment: REDIS_URL must be a redis:// or rediss:// URL'),
    );
  });
});

describe('env()', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads the process’s variables at each call, so a changed one is seen', () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://one.example.com');
    expect(env().NEXT_PUBLIC_SITE_URL).toBe('https://one.example.com');
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://two.example.com/');
    expect(env().NEXT_PUBLIC_SITE_URL).toBe('https://two.example.com');
    vi.stubEnv('SITE_API_URL', 'not a url');
    expect(() => env()).toThrow(/SITE_API_URL/);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { parseAgencyEnv } from '@/lib/agency/env';
import { DEFAULT_API_URL } from '@/lib/config/back-office.mjs';
import { AgencyApiError, codeForStatus, isAgencyApiError } from '@/lib/agency/errors';
import { joinUrl } from '@/lib/agency/fetch';
import { mediaUrl } from '@/lib/agency/schemas';

// The fetch helper is server-only (its guard: api-server-only.test.ts); here it is imported with the marker mocked.
vi.mock('server-only', () => ({}));

describe('parseAgencyEnv', () => {
  it('defaults everything for local development', () => {
    expect(parseAgencyEnv({})).toEqual({
      siteUrl: DEFAULT_API_URL,
      panelUrl: DEFAULT_API_URL,
      mediaUrl: DEFAULT_API_URL,
      siteApiKey: 'dev-site-key',
      panelApiToken: 'dev-panel-token',
      salt: 'dev-salt',
      timeoutMs: 8000,
    });
    expect(DEFAULT_API_URL).toBe('http://127.0.0.1:4010');
  });

  it('reads the variables, media defaulting to the panel host', () => {
    const config = parseAgencyEnv({
      SITE_API_URL: 'https://site.example.test',
      PANEL_API_URL: 'https://panel.example.test/backend',
      SITE_API_KEY: 'key',
      PANEL_API_TOKEN: 'token',
      API_SALT: 'salt',
      AGENCY_API_TIMEOUT_MS: '2500',
    });
    expect(config).toMatchObject({
      siteUrl: 'https://site.example.test',
      panelUrl: 'https://panel.example.test/backend',
      mediaUrl: 'https://panel.example.test/backend',
      siteApiKey: 'key',
      panelApiToken: 'token',
      salt: 'salt',
      timeoutMs: 2500,
    });
    expect(parseAgencyEnv({ MEDIA_URL: 'https://cdn.example.test' }).mediaUrl).toBe('https://cdn.example.test');
  });

  it('treats empty variables as unset', () => {
    expect(parseAgencyEnv({ SITE_API_URL: '', API_SALT: ' ', AGENCY_API_TIMEOUT_MS: '' })).toMatchObject({
      siteUrl: DEFAULT_API_URL,
      salt: 'dev-salt',
      timeoutMs: 8000,
    });
  });

  it('refuses bad values, naming the variable but never echoing secrets', () => {
    expect(() => parseAgencyEnv({ SITE_API_URL: 'not a url' })).toThrow(/SITE_API_URL/);
    expect(() => parseAgencyEnv({ PANEL_API_URL: 'ftp://panel.example.test' })).toThrow(/PANEL_API_URL/);
    expect(() => parseAgencyEnv({ AGENCY_API_TIMEOUT_MS: 'soon' })).toThrow(/AGENCY_API_TIMEOUT_MS/);
    expect(() => parseAgencyEnv({ AGENCY_API_TIMEOUT_MS: '-5' })).toThrow(/AGENCY_API_TIMEOUT_MS/);
    try {
      parseAgencyEnv({ MEDIA_URL: 'secret-looking-value', SITE_API_KEY: 'super-secret' });
    } catch (error) {
      expect(String(error)).not.toContain('super-secret');
    }
  });
});

describe('mediaUrl', () => {
  const base = 'https://panel.example.test';

  it('prefixes relative paths with the media host, one slash between', () => {
    expect(mediaUrl('storage/talents/7/book/1.jpg', base)).toBe('https://panel.example.test/storage/talents/7/book/1.jpg');
    expect(mediaUrl('/storage/1.jpg', `${base}/`)).toBe('https://panel.example.test/storage/1.jpg');
    expect(mediaUrl('//storage/1.jpg'.slice(1), `${base}//`)).toBe('https://panel.example.test/storage/1.jpg');
    expect(mediaUrl('a.jpg', 'https://panel.example.test/backend/')).toBe('https://panel.example.test/backend/a.jpg');
  });

  it('keeps absolute URLs', () => {
    expect(mediaUrl('https://cdn.example.test/a.jpg', base)).toBe('https://cdn.example.test/a.jpg');
    expect(mediaUrl('HTTP://cdn.example.test/a.jpg', base)).toBe('HTTP://cdn.example.test/a.jpg');
    expect(mediaUrl('//cdn.example.test/a.jpg', base)).toBe('https://cdn.example.test/a.jpg');
  });

  it('gives null for nothing', () => {
    expect(mediaUrl(null, base)).toBeNull();
    expect(mediaUrl(undefined, base)).toBeNull();
    expect(mediaUrl('', base)).toBeNull();
    expect(mediaUrl('   ', base)).toBeNull();
  });
});

describe('joinUrl', () => {
  it('joins base, path and the defined query values', () => {
    expect(joinUrl('http://h:1/', '/api/x', { a: 1, b: undefined, c: null, d: 'é' })).toBe('http://h:1/api/x?a=1&d=%C3%A9');
    expect(joinUrl('http://h:1/base', 'api/x')).toBe('http://h:1/base/api/x');
  });
});

describe('AgencyApiError', () => {
  it('is an Error with a status and a code', () => {
    const error = new AgencyApiError('nope', { status: 422, code: 'invalid', errors: { email: ['bad'] } });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AgencyApiError');
    expect(isAgencyApiError(error)).toBe(true);
    expect(isAgencyApiError(new Error('x'))).toBe(false);
    expect(error.errors).toEqual({ email: ['bad'] });
    expect([401, 404, 413, 422, 429, 500].map(codeForStatus)).toEqual([
      'unauthorized',
      'not_found',
      'too_large',
      'invalid',
      'rate_limited',
      'upstream_error',
    ]);
  });
});

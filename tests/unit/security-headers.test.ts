import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, HSTS, securityHeaders, type SecurityOptions } from '@/lib/server/security-headers';

const base: SecurityOptions = { mediaOrigin: 'https://panel.example.com', mapsEnabled: false };
const headersOf = (o: SecurityOptions) => new Map(securityHeaders(o).map(({ key, value }) => [key.toLowerCase(), value]));

describe('security headers (issue 15)', () => {
  it('promise https for two years (HSTS) only when the site is served over https', () => {
    expect(headersOf({ ...base, siteUrl: 'https://www.ravage.com.br' }).get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(HSTS).toBe('max-age=63072000; includeSubDomains');
    for (const siteUrl of ['http://localhost:3000', 'http://www.ravage.com.br', 'not a url', '', null, undefined]) {
      expect(headersOf({ ...base, siteUrl }).has('strict-transport-security'), String(siteUrl)).toBe(false);
    }
  });

  it('isolate the window and keep our resources to our own pages', () => {
    const headers = headersOf({ ...base, siteUrl: 'http://localhost:3000' });
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('let the players, the media host and (with a key) the map in, and nothing else', () => {
    const csp = contentSecurityPolicy({ ...base, mapsEnabled: true, socialFeedOrigin: 'https://feed.example.net' });
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(directive('frame-src')).toContain('https://player.vimeo.com');
    expect(directive('img-src')).toContain('https://panel.example.com');
    expect(directive('script-src')).toContain('https://maps.googleapis.com');
    expect(directive('script-src')).toContain('https://feed.example.net');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(contentSecurityPolicy(base)).not.toContain('maps.googleapis.com');
  });
});

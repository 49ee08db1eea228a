import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '@/lib/server/security-headers';
import { isChunkLoadError, mayReload } from '@/lib/browser/chunk-reload';
import { normalizeError, statusOfError } from '@/lib/rules/errors';
import { contactLinks } from '@/lib/rules/contact-links';
import { isSlowConnection } from '@/lib/browser/connection';

describe('security headers', () => {
  it('forbid framing and sniffing and allow the media host', () => {
    const headers = Object.fromEntries(
      securityHeaders({ mediaOrigin: 'https://panel.example', mapsEnabled: false }).map((h) => [h.key, h.value]),
    );
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Content-Security-Policy']).toMatch(/img-src [^;]*https:\/\/panel\.example/);
  });
  it('allow Google Maps only when a key is configured', () => {
    expect(contentSecurityPolicy({ mediaOrigin: null, mapsEnabled: false })).not.toContain('maps.googleapis.com');
    expect(contentSecurityPolicy({ mediaOrigin: null, mapsEnabled: true })).toContain('maps.googleapis.com');
  });
  it('allow eval only in development', () => {
    expect(contentSecurityPolicy({ mediaOrigin: null, mapsEnabled: false })).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ mediaOrigin: null, mapsEnabled: false, dev: true })).toContain('unsafe-eval');
  });
});

describe('chunk load failures', () => {
  it('are recognised by name or message', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: '' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
  it('reload at most once a minute', () => {
    expect(mayReload(null, 1000)).toBe(true);
    expect(mayReload(1000, 1000 + 59_999)).toBe(false);
    expect(mayReload(1000, 1000 + 60_000)).toBe(true);
  });
});

describe('error normalisation (docs/product.md §8)', () => {
  it('reads statusCode, status or response.status, 500 by default', () => {
    expect(statusOfError({ statusCode: 404 })).toBe(404);
    expect(statusOfError({ status: 503 })).toBe(503);
    expect(statusOfError({ response: { status: 422 } })).toBe(422);
    expect(statusOfError(new Error('x'))).toBe(500);
    expect(statusOfError({ status: 200 })).toBe(500);
  });
  it('keeps the message', () => {
    expect(normalizeError(Object.assign(new Error('down'), { status: 503 }))).toEqual({ message: 'down', statusCode: 503 });
  });
});

describe('contact links', () => {
  it('become tel:, mailto: and wa.me links', () => {
    const links = contactLinks({
      phone: '+55 (61) 3333-0000',
      whatsapp: '5561999990000',
      email: 'contato@ravage.com.br',
      instagram: 'https://instagram.com/ravage',
      facebook: 'javascript:alert(1)',
    });
    expect(links.phone).toBe('tel:+556133330000');
    expect(links.whatsapp).toBe('https://wa.me/5561999990000');
    expect(links.email).toBe('mailto:contato@ravage.com.br');
    expect(links.instagram).toBe('https://instagram.com/ravage');
    expect(links.facebook).toBeNull();
  });
  it('are empty without an answer', () => {
    expect(contactLinks(null)).toEqual({
      instagram: null,
      facebook: null,
      platform: null,
      email: null,
      phone: null,
      whatsapp: null,
    });
  });
});

describe('slow connections (docs/product.md §9)', () => {
  it('are 2g or Save-Data', () => {
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});

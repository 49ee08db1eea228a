import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../budgets';
import { barePage, sitePages } from '../config';
import { assetSource, combineSources, differences, measureSent, renderServed, type Serving } from '../served';
import { renderSentTable } from '../table';

// A ratio to the bare page means something only when both sides were served alike: the report says how each was.
const nginx = (instances: number, staticFiles: 'disk, precompressed' | 'Next' = 'disk, precompressed'): Serving => ({
  by: 'nginx',
  instances,
  staticFiles,
});

describe('how each side was served', () => {
  it('tells a precompressed file nginx read from disk from a script an instance gzipped', () => {
    expect(assetSource({ contentEncoding: 'br' })).toBe('disk, precompressed');
    // What nginx asked of an instance carries its cache status, whatever the encoding.
    expect(assetSource({ contentEncoding: 'gzip', cacheStatus: 'MISS' })).toBe('Next');
    expect(assetSource({ contentEncoding: 'br', cacheStatus: 'HIT' })).toBe('Next');
    // A small file gzipped by nginx on the way says nothing either way.
    expect(assetSource({ contentEncoding: 'gzip' })).toBe('unknown');
    expect(combineSources(['unknown', 'disk, precompressed'])).toBe('disk, precompressed');
    expect(combineSources(['disk, precompressed', 'Next'])).toBe('Next');
    expect(combineSources([])).toBe('unknown');
  });

  it('says "alike" only when the server, the instances and the static files match', () => {
    expect(differences({ by: 'next start' }, { by: 'next start' })).toEqual([]);
    expect(differences(nginx(2), nginx(2))).toEqual([]);
    expect(differences(nginx(2), nginx(1, 'Next'))).toEqual([
      '2 instances against 1',
      'static files: disk, precompressed against Next',
    ]);
    expect(differences(nginx(2), { by: 'next start' })).toEqual(['nginx against next start']);
    expect(differences({ by: 'given', url: 'http://a' }, { by: 'given', url: 'http://b' })).toEqual([
      'not known: an nginx started elsewhere',
    ]);
  });

  it('writes one line per ratio, naming both sides and flagging a difference', () => {
    const text = renderServed([
      { ratio: 'First-load JS × bare', site: { by: 'next start' }, bare: { by: 'next start' }, note: 'Gzipped by the lab' },
      { ratio: 'Load, through nginx', site: nginx(2), bare: nginx(2, 'Next') },
    ]).split('\n');
    expect(text[2]).toBe(
      '- First-load JS × bare: site and bare page alike, each through one `next start` (scripts and style sheets gzipped by Next). Gzipped by the lab.',
    );
    expect(text[3]).toBe(
      '- Load, through nginx: the site through nginx (deploy/nginx.conf) in front of 2 `next start`, `/_next/static` from disk, precompressed (brotli_static); ' +
        'the bare page through nginx (deploy/nginx.conf) in front of 2 `next start`, `/_next/static` asked of the instances (gzipped by Next) — **not alike** (static files: disk, precompressed against Next).',
    );
  });
});

describe('first-load JS as sent', () => {
  const script = Buffer.from('console.log("a first-load script");'.repeat(100));
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    // One file as nginx sends it from disk (br, no cache status), one as an instance's through nginx's cache.
    server = http.createServer((request, response) => {
      if (request.url === '/_next/static/chunks/a.js?dpl=1') {
        response.writeHead(200, { 'content-encoding': 'br' }).end(brotliCompressSync(script));
      } else if (request.url === '/_next/static/chunks/b.js') {
        response.writeHead(200, { 'content-encoding': 'gzip', 'x-cache-status': 'MISS' }).end(gzipSync(script));
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts the bytes on the wire, asking the other server for the same paths', async () => {
    const fromDisk = await measureSent(base, ['http://localhost:3371/_next/static/chunks/a.js?dpl=1']);
    expect(fromDisk).toEqual({ bytes: brotliCompressSync(script).length, encodings: 'br', source: 'disk, precompressed' });
    const mixed = await measureSent(base, [
      'http://localhost:3371/_next/static/chunks/a.js?dpl=1',
      'http://localhost:3371/_next/static/chunks/b.js',
    ]);
    expect(mixed.encodings).toBe('br+gzip');
    expect(mixed.source).toBe('Next');
    await expect(measureSent(base, ['http://localhost:3371/_next/static/chunks/gone.js'])).rejects.toThrow(/answered 404/);
  });

  it("sets each page's bytes beside the bare page's", () => {
    const sent = (bytes: number) => ({
      ok: true as const,
      value: { bytes, encodings: 'br', source: 'disk, precompressed' as const },
    });
    const bare: Row = { page: barePage, sent: sent(100 * 1024) };
    const models: Row = { page: sitePages('/modelos/1/ana').find((p) => p.key === 'models')!, sent: sent(120 * 1024) };
    const table = renderSentTable([models], bare).split('\n');
    expect(table[0]).toBe('| Page | First-load JS as sent through nginx | × bare | Encoding (from) |');
    expect(table[2]).toBe('| **Bare Next.js page (reference)** | 100.0 KB | 1.00× | br (disk, precompressed) |');
    expect(table[3]).toBe('| Models list `/modelos` | 120.0 KB | 1.20× | br (disk, precompressed) |');
  });
});

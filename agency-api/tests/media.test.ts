import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet, removeDir, startTestApi, type TestApi } from './helpers';

let t: TestApi;
const SQLITE_MAGIC = Buffer.from('SQLite format 3');

beforeAll(async () => {
  t = await startTestApi('media');
  // Traps: a secret beside the media folder, and symlinks from inside it to outside.
  fs.writeFileSync(path.join(t.dataDir, 'secret.txt'), 'top secret');
  const pool = path.join(t.dataDir, 'media', 'storage', 'pool');
  fs.symlinkSync(path.join(t.dataDir, 'agency.sqlite'), path.join(pool, 'link.jpg'));
  fs.symlinkSync(t.dataDir, path.join(pool, 'outside'));
  fs.writeFileSync(path.join(pool, '.hidden.jpg'), 'hidden');
});
afterAll(async () => {
  await t.close();
  removeDir(t.dataDir);
});

describe('GET /storage/...', () => {
  it('serves a media file with its type, a strong ETag and long cache headers, without a token', async () => {
    const response = await fetch(`${t.url}/storage/pool/portrait-woman-01.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(fs.readFileSync(path.join(t.dataDir, 'media', 'storage', 'pool', 'portrait-woman-01.jpg')))).toBe(true);
    expect(Number(response.headers.get('content-length'))).toBe(body.length);

    const again = await fetch(`${t.url}/storage/pool/portrait-woman-01.jpg`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);

    const other = await fetch(`${t.url}/storage/pool/portrait-woman-02.jpg`, { headers: { 'if-none-match': etag } });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('answers HEAD without a body', async () => {
    const response = await fetch(`${t.url}/storage/slides/models-01-desktop.jpg`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers 404 to a file that does not exist and to a folder', async () => {
    expect((await fetch(`${t.url}/storage/pool/nope.jpg`)).status).toBe(404);
    expect((await fetch(`${t.url}/storage/pool`)).status).toBe(404);
    expect((await fetch(`${t.url}/storage/`)).status).toBe(404);
  });

  const attempts = [
    '/storage/../agency.sqlite',
    '/storage/../../agency.sqlite',
    '/storage/pool/../../agency.sqlite',
    '/storage/%2e%2e/agency.sqlite',
    '/storage/%2E%2E/%2E%2E/agency.sqlite',
    '/storage/pool/..%2f..%2fagency.sqlite',
    '/storage/pool/..%2F..%2F..%2Fsecret.txt',
    '/storage/pool/%2e%2e%5c%2e%2e%5cagency.sqlite',
    '/storage/..\\agency.sqlite',
    '/storage/pool/..\\..\\agency.sqlite',
    '/storage/%252e%252e/agency.sqlite',
    '/storage//etc/passwd',
    '/storage/%2fetc%2fpasswd',
    '/storage/pool/%00.jpg',
    '/storage/pool/portrait-woman-01.jpg%00.txt',
    '//etc/passwd',
    '/storage/C:%5cWindows%5cwin.ini',
    '/storage/pool/link.jpg',
    '/storage/pool/outside/agency.sqlite',
    '/storage/pool/outside/secret.txt',
    '/storage/pool/.hidden.jpg',
    '/storage/%E0%A4%A',
    '/agency.sqlite',
    '/secret.txt',
  ];

  it.each(attempts)('refuses %s', async (attempt) => {
    const response = await rawGet(t.url, attempt);
    expect([400, 404]).toContain(response.status);
    expect(response.body.includes(SQLITE_MAGIC)).toBe(false);
    expect(response.body.toString()).not.toContain('top secret');
    expect(response.body.toString()).not.toContain('root:');
  });
});

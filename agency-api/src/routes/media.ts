import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { DataPaths } from '../config';
import type { AppDeps } from '../context';
import { errorAnswer } from '../http';
import { SCOUTING_FOLDER } from '../uploads';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

type Resolved = { ok: true; file: string } | { ok: false; status: 400 | 404 };

/**
 * Turns the percent-encoded path of a request (`/storage/pool/p01.jpg`) into
 * a file inside the media folder, or refuses it. Every segment is decoded
 * once and must be a plain name: no `..`, no `.` prefix (hidden and staged
 * files), no slashes or backslashes hidden by encoding, no NUL; the result
 * must stay inside the media folder after symlinks are followed.
 */
export async function resolveMediaPath(paths: DataPaths, encodedPath: string): Promise<Resolved> {
  const segments: string[] = [];
  for (const raw of encodedPath.replace(/^\/+/, '').split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, status: 400 };
    }
    if (segment === '' || segment.startsWith('.') || /[\\/\0:]/.test(segment)) return { ok: false, status: 404 };
    segments.push(segment);
  }
  if (segments[0] !== 'storage' || segments.length < 2) return { ok: false, status: 404 };
  // Scouting photos are applicants' private pictures: stored in the media folder, never served.
  if (`${segments[0]}/${segments[1]}` === SCOUTING_FOLDER) return { ok: false, status: 404 };

  const root = path.resolve(paths.media);
  const candidate = path.resolve(root, ...segments);
  if (!candidate.startsWith(root + path.sep)) return { ok: false, status: 404 };
  try {
    const [realRoot, real] = await Promise.all([fs.promises.realpath(root), fs.promises.realpath(candidate)]);
    if (!real.startsWith(realRoot + path.sep)) return { ok: false, status: 404 };
    const stat = await fs.promises.stat(real);
    return stat.isFile() ? { ok: true, file: real } : { ok: false, status: 404 };
  } catch {
    return { ok: false, status: 404 };
  }
}

/** The file of a media path stored in the database (`storage/...`), or null. */
export async function mediaFile(paths: DataPaths, stored: string): Promise<string | null> {
  const encoded = stored
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  const resolved = await resolveMediaPath(paths, encoded);
  return resolved.ok ? resolved.file : null;
}

/** Strong ETags from the content, remembered per file version. */
const etags = new Map<string, string>();

function etagOf(file: string, stat: fs.Stats, data: Buffer): string {
  const key = `${file}:${stat.size}:${stat.mtimeMs}`;
  let etag = etags.get(key);
  if (!etag) {
    etag = `"${createHash('sha1').update(data).digest('base64url')}"`;
    if (etags.size > 5000) etags.clear();
    etags.set(key, etag);
  }
  return etag;
}

function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

export function mediaRoutes(deps: AppDeps): Hono {
  const app = new Hono();
  app.get('/storage/*', async (c) => {
    const resolved = await resolveMediaPath(deps.paths, new URL(c.req.url).pathname);
    if (!resolved.ok) return errorAnswer(c, resolved.status, resolved.status === 400 ? 'Bad path.' : 'Not found.');
    const [stat, data] = await Promise.all([fs.promises.stat(resolved.file), fs.promises.readFile(resolved.file)]);
    const etag = etagOf(resolved.file, stat, data);
    const headers = {
      ETag: etag,
      'Cache-Control': IMMUTABLE,
      'Last-Modified': stat.mtime.toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    };
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch && matches(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(data), {
      status: 200,
      headers: {
        ...headers,
        'Content-Type': CONTENT_TYPES[path.extname(resolved.file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': String(data.byteLength),
      },
    });
  });
  return app;
}

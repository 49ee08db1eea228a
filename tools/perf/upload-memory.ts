// `npx tsx tools/perf/upload-memory.ts [--dist .next-perf]`: how much the
// site's memory grows while it receives scouting applications of 40 MB
// (four photos of about 10 MB), one alone and eight at once, and what an
// oversize body costs before it is refused. It starts the site as `npm start`
// does (scripts/run.mjs, which sets MALLOC_ARENA_MAX) on an existing build
// (`--dist`, default `.next`) against an embedded agency API of its own,
// samples the resident memory (VmRSS) of that process and its children every
// 20 ms, and prints the peak above idle. A figure, not a test: nothing is
// asserted. MALLOC_ARENA_MAX, when set, is passed on (glibc's own default is
// 8 per core: `MALLOC_ARENA_MAX=16` on two cores measures without the cap),
// and so is OTEL_EXPORTER_OTLP_ENDPOINT, to measure with traces on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { freePort } from '../../scripts/free-port';
import { rssKb, start, startAgencyApiProcess, tree, waitFor } from './site-process';

const args = process.argv.slice(2);
const distDir = args.includes('--dist') ? (args[args.indexOf('--dist') + 1] ?? '.next') : '.next';
const PHOTO_BYTES = 10 * 1024 * 1024 - 64 * 1024;

/** A JPEG of noise just under `bytes` (noise does not compress: the size is what a 10 MB photo weighs). */
async function photoOf(bytes: number, seed: number): Promise<Buffer> {
  let side = 1800;
  for (;;) {
    const width = Math.round(side * 1.33);
    const raw = Buffer.alloc(width * side * 3);
    let x = seed * 2654435761;
    for (let i = 0; i < raw.length; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      raw[i] = (x >>> 16) & 0xff;
    }
    const jpeg = await sharp(raw, { raw: { width, height: side, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (jpeg.length <= bytes && jpeg.length > bytes * 0.93) return jpeg;
    side = Math.round(side * Math.sqrt(bytes / jpeg.length) * 0.985);
  }
}

function application(photos: Buffer[], name: string): FormData {
  const form = new FormData();
  const fields = {
    name,
    gender: 'woman',
    birthdate: '14/03/2001',
    whatsapp: '+55 61 99999-0000',
    instagram: '@memoria',
    email: 'memoria@example.com',
    privacy: '1',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  photos.forEach((photo, i) =>
    form.append(`image_${i + 1}`, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `p${i + 1}.jpg`),
  );
  return form;
}

type Result = { status: number; ms: number; retryAfter: string | null };

async function main() {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`no build in ${distDir}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-memory-'));
  const api = await startAgencyApiProcess(dataDir);
  const apiUrl = api.url;
  try {
    const photos = await Promise.all([1, 2, 3, 4].map((seed) => photoOf(PHOTO_BYTES, seed)));
    const small = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#a08070' } })
      .jpeg()
      .toBuffer();
    const total = photos.reduce((sum, p) => sum + p.length, 0);
    console.info(
      `${distDir}: photos ${photos.map((p) => (p.length / 1e6).toFixed(2)).join(' + ')} MB = ${(total / 1e6).toFixed(1)} MB`,
    );

    let client = 0;
    const post = async (
      site: string,
      body: FormData | ReadableStream<Uint8Array>,
      headers: Record<string, string> = {},
    ): Promise<Result> => {
      client += 1;
      const started = Date.now();
      try {
        const response = await fetch(`${site}/api/forms/scouting?lang=pt`, {
          method: 'POST',
          body,
          headers: { 'x-forwarded-for': `203.0.113.${client % 250}`, ...headers },
          duplex: 'half',
        } as RequestInit & { duplex: 'half' });
        await response.text();
        return { status: response.status, ms: Date.now() - started, retryAfter: response.headers.get('retry-after') };
      } catch {
        // The site may close the connection on a body it refuses.
        return { status: 0, ms: Date.now() - started, retryAfter: null };
      }
    };

    /** A fresh site for each case, so that one case's memory (never given back to the system) is not the next one's idle. */
    async function measure(label: string, run: (site: string) => Promise<Result[]>) {
      const port = await freePort();
      const site = `http://localhost:${port}`;
      const next = start(['scripts/run.mjs', 'start'], {
        NODE_ENV: 'production',
        PORT: String(port),
        NEXT_DIST_DIR: distDir,
        NEXT_PUBLIC_SITE_URL: site,
        SITE_API_URL: apiUrl,
        PANEL_API_URL: apiUrl,
        MEDIA_URL: apiUrl,
        // Memory is measured here, not the agency's speed: no answer is cut short.
        AGENCY_API_TIMEOUT_MS: '120000',
        ...(process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX } : {}),
        // Traces on (instrumentation.ts): does the traced fetch keep a copy of the photos?
        ...(process.env.OTEL_EXPORTER_OTLP_ENDPOINT
          ? { OTEL_EXPORTER_OTLP_ENDPOINT: process.env.OTEL_EXPORTER_OTLP_ENDPOINT }
          : {}),
      });
      try {
        await waitFor(`${site}/api/health`);
        // Warm-up: the route, sharp and the sign-in are loaded before idle is read.
        for (let i = 0; i < 3; i++) await post(site, application([small, small, small, small], 'Aquecimento'));
        await sleep(2000);
        const samples: number[] = [];
        for (let i = 0; i < 25; i++) {
          samples.push(rssKb(tree(next.pid)));
          await sleep(40);
        }
        samples.sort((a, b) => a - b);
        const idle = samples[Math.floor(samples.length / 2)] ?? 0;
        let peak = 0;
        let sampling = true;
        const sampler = (async () => {
          while (sampling) {
            peak = Math.max(peak, rssKb(tree(next.pid)));
            await sleep(20);
          }
        })();
        const results = await run(site);
        sampling = false;
        await sampler;
        const statuses = results.map((r) => r.status + (r.retryAfter ? ` (Retry-After ${r.retryAfter})` : '')).join(', ');
        console.info(
          `${label}: peak ${((peak - idle) / 1024).toFixed(0)} MB above idle (idle ${(idle / 1024).toFixed(0)} MB); ` +
            `answers ${statuses}; slowest ${Math.max(...results.map((r) => r.ms))} ms`,
        );
      } finally {
        await next.stop();
      }
    }

    await measure('one 40 MB application', async (site) => [await post(site, application(photos, 'Uma'))]);
    await measure('eight 40 MB applications at once', (site) =>
      Promise.all(Array.from({ length: 8 }, (_, i) => post(site, application(photos, `Oito ${i + 1}`)))),
    );
    await measure('a 200 MB body without Content-Length', async (site) => {
      const chunk = new Uint8Array(1024 * 1024).fill(97);
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ >= 200) controller.close();
          else controller.enqueue(chunk);
        },
      });
      return [await post(site, stream, { 'content-type': 'multipart/form-data; boundary=----x' })];
    });
    const stored = fs.readdirSync(path.join(dataDir, 'media', 'storage', 'scouting')).length;
    console.info(`photos the agency API stored: ${stored} (12 per case are the warm-up's)`);
  } finally {
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

// After `next build` (scripts/run.mjs runs it): each text file of the build's
// `static` folder gets a brotli (.br) and a gzip (.gz) copy beside it, which
// nginx sends as they are (brotli_static, gzip_static in deploy/nginx.conf)
// instead of compressing on every request; with `output: 'standalone'`, the
// static folder is copied where Next's standalone server looks for it, as
// Next's self-hosting guide says. `node scripts/static-files.mjs [distDir]`.
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What compresses; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|map|txt|svg|html|xml|ico)$/;
/** Below this, the headers weigh more than what compression saves (nginx's gzip_min_length is 20 bytes; 1 KB is common). */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes the .br and .gz copies of every compressible file under `dir`; returns the totals. */
export function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    // The build's names change with their content: a copy already there is of this content.
    const mtime = statSync(file).mtimeMs;
    const fresh = (copy) => existsSync(copy) && statSync(copy).mtimeMs >= mtime;
    const br = fresh(`${file}.br`)
      ? readFileSync(`${file}.br`)
      : brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
    const gz = fresh(`${file}.gz`) ? readFileSync(`${file}.gz`) : gzipSync(source, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.bytes += source.length;
    totals.br += br.length;
    totals.gz += gz.length;
  }
  return totals;
}

export function prepareStaticFiles(distDir) {
  const staticDir = path.join(distDir, 'static');
  if (!existsSync(staticDir)) throw new Error(`no ${staticDir}: build first`);
  const totals = precompress(staticDir);
  const kb = (n) => `${Math.round(n / 1024)} KB`;
  console.info(`static files: ${totals.files} compressed (${kb(totals.bytes)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gz)})`);
  // Next's standalone server serves `<its folder>/<distDir>/static` and `<its folder>/public`.
  const standalone = path.join(distDir, 'standalone');
  if (existsSync(standalone)) {
    cpSync(staticDir, path.join(standalone, distDir, 'static'), { recursive: true });
    if (existsSync('public')) cpSync('public', path.join(standalone, 'public'), { recursive: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  prepareStaticFiles(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');
}

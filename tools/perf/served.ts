// How each side of a ratio reached the client that measured it. A ratio to
// the bare page says what the site adds only when both were served alike, so
// the report names, under its tables, how the site and the bare page were
// served for each ratio, and flags any difference between the two.
import http from 'node:http';

/** What a measuring client talked to. */
export type Serving =
  /** One `next start`: scripts and style sheets compressed (gzip) by Next on the way. */
  | { by: 'next start' }
  /**
   * nginx with deploy/nginx.conf in front of `instances` `next start`s;
   * `staticFiles` as its scripts' answers showed (`assetSource`).
   */
  | { by: 'nginx'; instances: number; staticFiles: AssetSource }
  /** An nginx started elsewhere (PERF_NGINX_SITE_URL, PERF_NGINX_BARE_URL): not known. */
  | { by: 'given'; url: string };

/**
 * Where a script's answer came from: nginx's own copy on disk, compressed at
 * build (scripts/static-files.mjs), or Next compressing it on the way.
 */
export type AssetSource = 'disk, precompressed' | 'Next' | 'unknown';

/**
 * Next compresses with gzip only, and nginx adds X-Cache-Status to what it
 * asked of an instance, never to a file it read itself: a brotli answer
 * without a cache status is the build's .br file, sent by brotli_static.
 */
export function assetSource(headers: { contentEncoding?: string; cacheStatus?: string }): AssetSource {
  if (headers.cacheStatus) return 'Next';
  if (headers.contentEncoding === 'br') return 'disk, precompressed';
  return 'unknown';
}

export function describeServing(serving: Serving): string {
  switch (serving.by) {
    case 'next start':
      return 'one `next start` (scripts and style sheets gzipped by Next)';
    case 'nginx': {
      const files =
        serving.staticFiles === 'disk, precompressed'
          ? '`/_next/static` from disk, precompressed (brotli_static)'
          : serving.staticFiles === 'Next'
            ? '`/_next/static` asked of the instances (gzipped by Next)'
            : '`/_next/static` from an unknown source';
      return `nginx (deploy/nginx.conf) in front of ${serving.instances} \`next start\`, ${files}`;
    }
    case 'given':
      return `the nginx at ${serving.url}, as it is configured`;
  }
}

/** What differs between the two sides; an nginx started elsewhere is never known to be alike. */
export function differences(site: Serving, bare: Serving): string[] {
  if (site.by === 'given' || bare.by === 'given') return ['not known: an nginx started elsewhere'];
  if (site.by !== bare.by) return [`${site.by} against ${bare.by}`];
  if (site.by === 'nginx' && bare.by === 'nginx') {
    const found: string[] = [];
    if (site.instances !== bare.instances) found.push(`${site.instances} instances against ${bare.instances}`);
    if (site.staticFiles !== bare.staticFiles) found.push(`static files: ${site.staticFiles} against ${bare.staticFiles}`);
    return found;
  }
  return [];
}

export interface ServedRatio {
  /** The ratio as the tables name it. */
  ratio: string;
  site: Serving;
  bare: Serving;
  /** What the figure counts, when serving alone does not say it. */
  note?: string;
}

/** One line per ratio: "both …" when alike, each side and the difference otherwise. */
export function renderServed(ratios: ServedRatio[]): string {
  const lines = ratios.map(({ ratio, site, bare, note }) => {
    const unlike = differences(site, bare);
    const how =
      unlike.length === 0
        ? `site and bare page alike, each through ${describeServing(site)}`
        : `the site through ${describeServing(site)}; the bare page through ${describeServing(bare)} — **not alike** (${unlike.join('; ')})`;
    return `- ${ratio}: ${how}${note ? `. ${note}` : ''}.`;
  });
  return ['How each side of each ratio was served:', '', ...lines].join('\n');
}

/** Bytes on the wire (the body as sent, compressed) to a browser that accepts brotli, and how it was sent. */
export function transferred(url: string): Promise<{ bytes: number; encoding: string; cacheStatus?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const cacheStatus = response.headers['x-cache-status'];
          if ((response.statusCode ?? 0) >= 400) reject(new Error(`${url} answered ${response.statusCode}`));
          else
            resolve({
              bytes: body.length,
              encoding: String(response.headers['content-encoding'] ?? 'none'),
              cacheStatus: typeof cacheStatus === 'string' && cacheStatus !== '' ? cacheStatus : undefined,
              body,
            });
        });
      })
      .on('error', reject);
  });
}

/** One source for a page's scripts: Next if any came from an instance, else what its files said. */
export function combineSources(sources: AssetSource[]): AssetSource {
  if (sources.includes('Next')) return 'Next';
  return sources.includes('disk, precompressed') ? 'disk, precompressed' : 'unknown';
}

export interface SentScripts {
  /** Bytes on the wire, as a browser accepting brotli gets them. */
  bytes: number;
  /** Content-Encodings seen, e.g. `br` or `br+gzip`. */
  encodings: string;
  source: AssetSource;
}

/** A page's first-load scripts (`scriptUrls`, as first-load.ts found them) asked of another server at `base`. */
export async function measureSent(base: string, scriptUrls: string[]): Promise<SentScripts> {
  let bytes = 0;
  const encodings = new Set<string>();
  const sources: AssetSource[] = [];
  for (const scriptUrl of scriptUrls) {
    const { pathname, search } = new URL(scriptUrl);
    const answer = await transferred(`${base}${pathname}${search}`);
    bytes += answer.bytes;
    encodings.add(answer.encoding);
    sources.push(assetSource({ contentEncoding: answer.encoding, cacheStatus: answer.cacheStatus }));
  }
  return { bytes, encodings: [...encodings].join('+'), source: combineSources(sources) };
}

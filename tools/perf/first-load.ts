// First-load JS: every `<script src>` of the served HTML (not the noModule
// polyfill, which modern browsers skip), fetched and gzipped at level 9.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

export interface Script {
  url: string;
  /** File name, e.g. `0m3mby5pxg4oz.js`. */
  name: string;
  bytes: number;
  gzip: number;
  sha: string;
  text: string;
}

export interface FirstLoad {
  url: string;
  scripts: Script[];
  /** Sum of the gzip sizes, in bytes. */
  gzip: number;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

export function scriptSources(html: string, pageUrl: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (!value) continue;
    const url = new URL(decodeEntities(value), pageUrl).toString();
    if (!sources.includes(url)) sources.push(url);
  }
  return sources;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return text;
}

export async function measureFirstLoad(pageUrl: string): Promise<FirstLoad> {
  const html = await fetchText(pageUrl);
  const scripts: Script[] = [];
  for (const url of scriptSources(html, pageUrl)) {
    const text = await fetchText(url);
    const buffer = Buffer.from(text, 'utf8');
    scripts.push({
      url,
      name: new URL(url).pathname.split('/').pop() ?? url,
      bytes: buffer.length,
      gzip: gzipSync(buffer, { level: 9 }).length,
      sha: createHash('sha1').update(buffer).digest('hex'),
      text,
    });
  }
  return { url: pageUrl, scripts, gzip: scripts.reduce((sum, script) => sum + script.gzip, 0) };
}

/**
 * What a chunk probably holds, from strings that survive minification
 * (package names in error messages, class names, CSS class prefixes…).
 */
const SIGNATURES: Array<[string, RegExp]> = [
  ['react-dom', /Minified React error|__reactFiber|__reactContainer/],
  ['next internals', /__next_f|NEXT_REDIRECT|nextjs\.org\/docs|__NEXT_ERROR_CODE/],
  ['next/image', /data-nimg|imgsrcset/],
  ['next-intl / use-intl', /next-intl|use-intl|NextIntlClientProvider|MISSING_MESSAGE|INSUFFICIENT_PATH|ENVIRONMENT_FALLBACK/],
  ['intl-messageformat / @formatjs', /intl-messageformat|@formatjs|MALFORMED_ARGUMENT|UNCLOSED_TAG|INVALID_TAG/],
  ['swiper', /swiper/i],
  ['@tanstack/react-query', /react-query|QueryClient|queryCache|refetchOnWindowFocus/],
  ['zod', /ZodError|\$ZodType|_zod\b|zod/],
  ['react-hook-form', /react-hook-form|shouldUnregister|criteriaMode|reValidateMode/],
  ['@hookform/resolvers', /toNestErrors|validateFieldsNatively/],
  ['motion / framer-motion', /framer-motion|motion-dom|MotionConfig|AnimatePresence|willChange|layoutId|attachTimeline/],
  ['nprogress', /nprogress|NProgress/],
  ['sonner', /sonner|data-sonner-toast/],
  ['date-fns', /date-fns|differenceInYears|startOfDay/],
  ['@react-google-maps/api', /google\.maps|react-google-maps/],
  ['fflate', /fflate|invalid zip data|unzipSync/],
  ['file-saver', /FileSaver|saveAs/],
];

export function guessContents(text: string): string[] {
  return SIGNATURES.filter(([, pattern]) => pattern.test(text)).map(([label]) => label);
}

/** Exported names of the site's own modules (`e.s(["FavoriteButton",…`), a hint of which components a chunk holds. */
export function exportedNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\.s\(\["([A-Za-z_$][\w$]*)"/g)) if (match[1] !== 'default') names.add(match[1]!);
  for (const match of text.matchAll(/\.s\(\[(?:"[^"]*",\d+,[^\]]*?,)?"([A-Z][\w$]*)",/g)) names.add(match[1]!);
  return [...names].filter((name) => name.length >= 3).slice(0, 10);
}

interface Module {
  ids: number[];
  text: string;
}

/**
 * Splits a Turbopack production chunk (`TURBOPACK.push([script, id, factory,
 * id, id, factory…])`) into its modules. Module ids are stable across builds
 * sharing the same Turbopack root, so the bare reference's ids tell which
 * modules (Next, React) the site would load anyway.
 */
export function splitModules(text: string): Module[] {
  const starts: Array<{ at: number; ids: number[] }> = [];
  const pattern = /[,[]((?:\d+,)+)(?=(?:\([\w$,]*\)|[\w$]+)=>)/g;
  for (const match of text.matchAll(pattern)) {
    const ids = (match[1] ?? '').split(',').filter(Boolean).map(Number);
    starts.push({ at: (match.index ?? 0) + 1, ids });
  }
  return starts.map((start, index) => ({
    ids: start.ids,
    text: text.slice(start.at, starts[index + 1]?.at ?? text.length),
  }));
}

export function moduleIds(load: FirstLoad): Set<number> {
  const ids = new Set<number>();
  for (const script of load.scripts)
    for (const chunkModule of splitModules(script.text)) for (const id of chunkModule.ids) ids.add(id);
  return ids;
}

export interface ExtraChunk {
  name: string;
  gzip: number;
  bytes: number;
  /** Share of the chunk (raw bytes) made of modules the bare page does not load. */
  newShare: number;
  /** gzip × newShare: an estimate of what the chunk adds over the bare page. */
  newGzip: number;
  guess: string[];
  names: string[];
}

/** Scripts of `page` that the bare page does not load (same content or same file name), largest first. */
export function extraChunks(page: FirstLoad, bare: FirstLoad): ExtraChunk[] {
  const bareShas = new Set(bare.scripts.map((script) => script.sha));
  const bareNames = new Set(bare.scripts.map((script) => script.name));
  const bareIds = moduleIds(bare);
  return page.scripts
    .filter((script) => !bareShas.has(script.sha) && !bareNames.has(script.name))
    .map((script) => {
      const modules = splitModules(script.text);
      const fresh = modules.filter((chunkModule) => !chunkModule.ids.every((id) => bareIds.has(id)));
      const freshText = fresh.map((chunkModule) => chunkModule.text).join('\n');
      const newShare = modules.length === 0 ? 1 : freshText.length / script.text.length;
      return {
        name: script.name,
        gzip: script.gzip,
        bytes: script.bytes,
        newShare,
        newGzip: Math.round(script.gzip * newShare),
        guess: guessContents(freshText || script.text),
        names: exportedNames(freshText),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

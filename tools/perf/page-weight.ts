// `npx tsx tools/perf/page-weight.ts [--dist .next | --url http://localhost:3000]`:
// what the home, the models list and a profile cost a visitor in bytes,
// deterministic where timings on a shared machine are not. For each page: the
// HTML (raw and gzip), the inline scripts in it (the RSC payload React reads to
// hydrate, plus Next's bootstrap), how much of those are words from
// messages/pt.json, first-load JS (every `<script src>`, gzip), the
// stylesheets, the fonts and images the HTML asks for before anything runs.
// With `--dist` it starts the site as `npm start` does (scripts/run.mjs, the
// embedded agency API on a fresh folder) on that build; with `--url` it reads
// a site already running. A figure, not a test: nothing is asserted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureFirstLoad } from './first-load';
import { freePort } from '../../scripts/free-port';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

/** Next compresses its answers with gzip at zlib's default level. */
const gzip = (text: string) => gzipSync(Buffer.from(text, 'utf8'), { level: 6 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    found[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return found;
}

/** Every leaf of a messages file. */
function leaves(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(leaves);
  return [];
}

/** A message as it appears inside the payload's JSON strings (quotes and backslashes escaped once more). */
function asInPayload(message: string): string {
  return JSON.stringify(JSON.stringify(message).slice(1, -1)).slice(1, -1);
}

export interface PageWeight {
  page: string;
  htmlBytes: number;
  htmlGzip: number;
  inlineScriptBytes: number;
  /** Bytes of message texts (longer than 16 characters) found in the inline scripts. */
  messageBytes: number;
  firstLoadJsGzip: number;
  scripts: number;
  cssGzip: number;
  stylesheets: number;
  fontPreloads: number;
  fontBytes: number;
  imagePreloads: number;
  /** Requests the HTML starts by itself: stylesheets, scripts, preloads. */
  htmlRequests: number;
}

export async function measurePageWeight(site: string, pagePath: string): Promise<PageWeight> {
  const url = new URL(pagePath, site).toString();
  const response = await fetch(url);
  const html = await response.text();
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);

  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\bsrc\s*=/i.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
  const inlineText = inline.join('');
  const messages = [...new Set(leaves(JSON.parse(fs.readFileSync('messages/pt.json', 'utf8'))))].filter((m) => m.length > 16);
  const messageBytes = messages
    .map(asInPayload)
    .filter((escaped) => inlineText.includes(escaped))
    .reduce((sum, escaped) => sum + Buffer.byteLength(escaped), 0);

  const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((match) => attributes(match[0]));
  const stylesheets = links.filter((link) => link.rel === 'stylesheet' && link.href);
  const fonts = links.filter((link) => link.rel === 'preload' && link.as === 'font' && link.href);
  const images = links.filter((link) => link.rel === 'preload' && link.as === 'image');
  let cssGzip = 0;
  for (const sheet of stylesheets) cssGzip += gzip(await (await fetch(new URL(sheet.href!, url))).text());
  let fontBytes = 0;
  for (const font of fonts) fontBytes += (await (await fetch(new URL(font.href!, url))).arrayBuffer()).byteLength;
  const firstLoad = await measureFirstLoad(url);

  return {
    page: pagePath,
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gzip(html),
    inlineScriptBytes: Buffer.byteLength(inlineText),
    messageBytes,
    firstLoadJsGzip: firstLoad.gzip,
    scripts: firstLoad.scripts.length,
    cssGzip,
    stylesheets: stylesheets.length,
    fontPreloads: fonts.length,
    fontBytes,
    imagePreloads: images.length,
    htmlRequests: stylesheets.length + firstLoad.scripts.length + fonts.length + images.length,
  };
}

/** An HTML answer's weight, raw and as Next sends it compressed. */
export async function htmlWeight(url: string): Promise<{ bytes: number; gzip: number }> {
  const response = await fetch(url);
  const html = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { bytes: Buffer.byteLength(html), gzip: gzip(html) };
}

/** The home, the models list and its first profile. */
export async function measureSitePages(site: string): Promise<PageWeight[]> {
  const list = await (await fetch(new URL('/modelos', site))).text();
  const profile = /href="(\/modelos\/\d+\/[^"/?#]+)"/.exec(list)?.[1];
  if (!profile) throw new Error('no talent link (/modelos/<id>/<name>) on /modelos');
  const weights: PageWeight[] = [];
  for (const page of ['/', '/modelos', profile]) weights.push(await measurePageWeight(site, page));
  return weights;
}

export function renderPageWeights(weights: PageWeight[]): string {
  const header =
    '| Page | HTML KB (gzip) | inline scripts KB (of which messages) | first-load JS KB gzip (scripts) | CSS KB gzip | fonts preloaded (KB) | image preloads | requests from the HTML |';
  const rows = weights.map(
    (w) =>
      `| \`${w.page}\` | ${kb(w.htmlBytes)} (${kb(w.htmlGzip)}) | ${kb(w.inlineScriptBytes)} (${kb(w.messageBytes)}) | ` +
      `${kb(w.firstLoadJsGzip)} (${w.scripts}) | ${kb(w.cssGzip)} | ${w.fontPreloads} (${kb(w.fontBytes)}) | ${w.imagePreloads} | ${w.htmlRequests} |`,
  );
  return [header, '|---|---|---|---|---|---|---|---|', ...rows].join('\n');
}

async function waitFor(url: string) {
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer`);
}

async function main() {
  const given = option('--url');
  if (given) {
    console.info(renderPageWeights(await measureSitePages(given)));
    return;
  }
  const distDir = option('--dist') ?? '.next';
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`no build in ${distDir}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
  const [port, apiPort] = [await freePort(), await freePort()];
  const site = `http://localhost:${port}`;
  // Its own process group: stopping it stops the agency API run.mjs started too.
  const child = spawn(process.execPath, ['scripts/run.mjs', 'start'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      NEXT_DIST_DIR: distDir,
      AGENCY_API_PORT: String(apiPort),
      AGENCY_API_DATA: dataDir,
      AGENCY_API_LOG: '0',
    },
  });
  try {
    await waitFor(`${site}/api/health`);
    console.info(`${distDir}:`);
    console.info(renderPageWeights(await measureSitePages(site)));
  } finally {
    if (child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) await main();

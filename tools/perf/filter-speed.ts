// `npx tsx tools/perf/filter-speed.ts [--dist .next-test] [--sizes 250,1000] [--runs 40] [--distinct 300]`
//
// Whether a searched models list answers as fast as the unsearched one
// (issue 18: within 1.2 ×) with a full roster: for each roster size, a fresh
// embedded agency API seeded with that many talents (AGENCY_API_SEED_SIZE),
// `next start` on an existing build pointed at it, the agency data
// revalidated and warmed, then one request at a time (no concurrency, so the
// figure is a visitor's wait, not throughput): the unsearched list (static),
// searched lists (each request a different search, so nothing can be served
// from a cache kept per query), and the infinite scroll's next page with and
// without a search, and the same searches with `availability=in_town` (the
// casting filter, docs/decisions/0052). Then it asks `--distinct` more distinct searches and
// counts the files in the build's cache folders before and after: the
// searched lists must leave nothing behind.
// Build first (`npm run e2e` builds .next-test). Every process it starts is stopped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { startAgencyApi, type RunningAgencyApi } from '../../agency-api/src/server';
import { startNextSite } from './site-process';

export type FilterSpeedOptions = { distDir: string; sizes: number[]; runs: number; distinct: number };

const SECRET = 'filter-speed-secret';
const HEIGHTS = [160, 165, 168, 170, 172, 175, 178, 180, 183, 185];
const EYES = ['brown', 'dark-brown', 'green', 'blue', 'hazel', 'black'];
const HAIR = ['black', 'brown', 'dark-brown', 'blonde', 'light-brown'];
const NAMES = ['ana', 'maria', 'lucas', 'silva', 'santos', 'bea', 'joao', 'camila', 'rafael', 'costa', 'lima', 'gabriel'];

/** The i-th search of a sequence that never repeats within a run. */
function search(i: number): string {
  const h = HEIGHTS[i % HEIGHTS.length] as number;
  const params = new URLSearchParams();
  if (i % 3 === 0) params.set('q', `${NAMES[i % NAMES.length]}${i % 7 === 0 ? '' : ` ${String.fromCharCode(97 + (i % 26))}`}`);
  params.set('height', `${h}-${h + 5 + (i % 11)}`);
  if (i % 2 === 0) params.set('eyes', EYES[i % EYES.length] as string);
  if (i % 4 === 1) params.set('hair', HAIR[i % HAIR.length] as string);
  if (i % 5 === 2) params.set('age', `${18 + (i % 5)}-${25 + (i % 9)}`);
  return params.toString();
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ms;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};
const p90 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.9))] ?? NaN;
};

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) n += 1;
  return n;
}

/** `api`: a row of the infinite scroll's route, compared with its unsearched page rather than with the list. */
type Row = { label: string; ms: number[]; api?: boolean };

const IN_TOWN = 'availability=in_town';

async function measureSize(
  { distDir, runs, distinct }: FilterSpeedOptions,
  size: number,
  cacheDirs: string[],
): Promise<{ rows: Row[]; files: { before: number[]; after: number[] } }> {
  const cacheFiles = () => cacheDirs.map(countFiles);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `filter-speed-${size}-`));
  let api: RunningAgencyApi | null = null;
  let site: Awaited<ReturnType<typeof startNextSite>> | null = null;
  try {
    api = await startAgencyApi({ port: 0, dataDir, log: false, seedSize: size });
    site = await startNextSite(distDir, api.url, { REVALIDATE_SECRET: SECRET });
    const { url } = site;
    // The build's pages were made against another roster: everything is asked again of this one.
    const revalidated = await fetch(`${url}/api/revalidate`, { method: 'POST', headers: { authorization: `Bearer ${SECRET}` } });
    if (!revalidated.ok) throw new Error(`revalidate answered ${revalidated.status}`);
    // Warm: the static list regenerated, the roster and the measures index loaded.
    for (let i = 0; i < 6; i += 1) {
      await timed(`${url}/modelos`);
      await timed(`${url}/modelos?${search(10_000 + i)}`);
      await sleep(300);
    }
    const found = async (query: string) =>
      Number(/(\d+) talentos? encontrad/.exec(await (await fetch(`${url}/modelos?${query}`)).text())?.[1] ?? NaN);
    const total = await found('height=140-210&q=a');
    const inTown = await found(IN_TOWN);

    const rows: Row[] = [
      { label: 'Unsearched list `/modelos` (static)', ms: [] },
      { label: 'Searched list `/modelos?…` (a new search each request)', ms: [] },
      { label: 'Searched list, name only `/modelos?q=…`', ms: [] },
      { label: 'Next 20 cards `/api/talents?page=2`', ms: [], api: true },
      { label: 'Next 20 cards of a search `/api/talents?page=2&…`', ms: [], api: true },
      { label: `The same searched lists with \`${IN_TOWN}\``, ms: [] },
      { label: `In town only \`/modelos?${IN_TOWN}\``, ms: [] },
      { label: `Next 20 cards of a search with \`${IN_TOWN}\``, ms: [], api: true },
    ];
    for (let i = 0; i < runs; i += 1) {
      // Interleaved, so a noisy moment of the shared machine falls on every kind alike.
      rows[0]!.ms.push(await timed(`${url}/modelos`));
      rows[1]!.ms.push(await timed(`${url}/modelos?${search(i)}`));
      rows[2]!.ms.push(await timed(`${url}/modelos?q=${NAMES[i % NAMES.length]}${i}`.replace(/\d+$/, i % 2 ? '' : ' a')));
      rows[3]!.ms.push(await timed(`${url}/api/talents?page=2`));
      rows[4]!.ms.push(await timed(`${url}/api/talents?page=2&${search(i)}`));
      rows[5]!.ms.push(await timed(`${url}/modelos?${search(i)}&${IN_TOWN}`));
      rows[6]!.ms.push(await timed(`${url}/modelos?${IN_TOWN}`));
      rows[7]!.ms.push(await timed(`${url}/api/talents?page=2&${search(i)}&${IN_TOWN}`));
    }

    const before = cacheFiles();
    for (let i = 0; i < distinct; i += 1) await timed(`${url}/modelos?${search(1000 + i)}`);
    await sleep(1000);
    const after = cacheFiles();
    console.info(`  ${size} talents seeded (the list shows ${total} visible with a name holding "a", ${inTown} in town)`);
    return { rows, files: { before, after } };
  } finally {
    await site?.stop();
    await api?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The figures as a markdown table and the cache-growth lines (also the `npm run perf` step). */
export async function measureFilterSpeed(options: FilterSpeedOptions): Promise<string> {
  const { distDir, sizes, runs, distinct } = options;
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`no build in ${distDir}`);
  const cacheDirs = [path.join(distDir, 'server', 'app'), path.join(distDir, 'cache')];
  const lines: string[] = [];
  lines.push(
    `Sequential requests through \`next start\` (${distDir}), ${runs} of each, interleaved; 1-minute load average at start ${os.loadavg()[0]?.toFixed(1)}.`,
    '',
  );
  lines.push('| Roster | Request | median | p90 | × unsearched list (median) |', '|--:|:--|--:|--:|--:|');
  const growth: string[] = [];
  for (const size of sizes) {
    const { rows, files } = await measureSize(options, size, cacheDirs);
    const base = median(rows[0]!.ms);
    const apiBase = median(rows[3]!.ms);
    for (const row of rows) {
      const ratio = median(row.ms) / (row.api ? apiBase : base);
      lines.push(
        `| ${size} | ${row.label} | ${median(row.ms).toFixed(1)} ms | ${p90(row.ms).toFixed(1)} ms | ${ratio.toFixed(2)}×${row.api ? ' (of the unsearched next page)' : ''} |`,
      );
    }
    growth.push(
      `${size} talents: the searched lists with \`${IN_TOWN}\` take ${(median(rows[5]!.ms) / median(rows[1]!.ms)).toFixed(2)}× the same searches without it (median); their next 20 cards ${(median(rows[7]!.ms) / median(rows[4]!.ms)).toFixed(2)}×`,
    );
    growth.push(
      `${size} talents: ${distinct} distinct searched lists; files in ${cacheDirs.map((d, i) => `${d} ${files.before[i]} → ${files.after[i]}`).join(', ')}`,
    );
  }
  lines.push('', ...growth);
  return lines.join('\n');
}

if (process.argv[1]?.endsWith('filter-speed.ts')) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: '.next-test' },
      sizes: { type: 'string', default: '250,1000' },
      runs: { type: 'string', default: '40' },
      distinct: { type: 'string', default: '300' },
    },
  });
  measureFilterSpeed({
    distDir: values.dist,
    sizes: values.sizes.split(',').map(Number),
    runs: Number(values.runs),
    distinct: Number(values.distinct),
  }).then(
    (text) => console.info(text),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

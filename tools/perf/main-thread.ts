// Where a page's main thread goes while it loads and hydrates: a Chromium
// trace of cold loads at the gate's phone viewport with the CPU slowed ×4 (no
// network throttling), read into the long tasks (what each is made of) and
// the main thread's time by kind of work, with the page's element count and
// the work it still does at rest (an endless animation shows there). It is
// how a missed hydration or Total Blocking Time budget is explained with a
// profile rather than guessed at. Standalone:
//   npx tsx tools/perf/main-thread.ts [--runs=N] URL...
// (PERF_RUNS loads each, default 3; the run with the median main-thread total
// is printed).
import { pathToFileURL } from 'node:url';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_PATH } from '../../scripts/chromium';
import { slowPhonePage } from './browser';
import { CHROME_FLAGS } from './lighthouse';
import { median } from './stats';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

interface Slice {
  name: string;
  start: number;
  dur: number;
  self: number;
  top: Slice;
}

export interface MainThread {
  url: string;
  /** Every task of the renderer's main thread, in ms. */
  total: number;
  /** Tasks over 50 ms: their start and length from the first task, and their three largest kinds of work. */
  longTasks: Array<{ start: number; duration: number; parts: Array<[string, number]> }>;
  /** Self time by kind of work (trace event name; a script's evaluation names its file), largest first. */
  byKind: Array<[string, number]>;
  /** Main-thread ms in the last 2 s of the settle, the page at rest. */
  atRest: number;
  elements: number;
  hydrated: number | null;
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'v8',
  'disabled-by-default-v8.compile',
];
const SETTLE_MS = 4000;
const REST_US = 2_000_000;

/** Nests the main thread's complete events: each one's self time and the task it belongs to. */
export function slices(events: TraceEvent[]): Slice[] {
  const threads = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const main = new Set([...threads].filter(([, name]) => name === 'CrRendererMain').map(([key]) => key));
  const list = events
    .filter((e) => e.ph === 'X' && (e.dur ?? 0) > 0 && main.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const out: Slice[] = [];
  const stack: Slice[] = [];
  for (const e of list) {
    while (stack.length > 0 && stack.at(-1)!.start + stack.at(-1)!.dur <= e.ts) stack.pop();
    const file = e.name === 'EvaluateScript' ? ` ${(e.args?.data?.url ?? '').split('/').pop()?.split('?')[0] ?? ''}` : '';
    const slice = { name: e.name + file, start: e.ts, dur: e.dur!, self: e.dur!, top: undefined as unknown as Slice };
    slice.top = stack[0] ?? slice;
    if (stack.length > 0) stack.at(-1)!.self -= slice.dur;
    stack.push(slice);
    out.push(slice);
  }
  return out;
}

export function summarize(url: string, events: TraceEvent[], elements: number, hydrated: number | null): MainThread {
  const all = slices(events);
  const tasks = all.filter((s) => s.top === s);
  const first = tasks[0]?.start ?? 0;
  const end = Math.max(0, ...tasks.map((t) => t.start + t.dur));
  const ms = (us: number) => Math.round(us / 100) / 10;
  const byKind = new Map<string, number>();
  for (const s of all) byKind.set(s.name, (byKind.get(s.name) ?? 0) + s.self);
  const longTasks = tasks
    .filter((t) => t.dur > 50_000)
    .map((task) => {
      const parts = new Map<string, number>();
      for (const s of all) if (s.top === task) parts.set(s.name, (parts.get(s.name) ?? 0) + s.self);
      return {
        start: ms(task.start - first),
        duration: ms(task.dur),
        parts: [...parts]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([name, us]) => [name, ms(us)] as [string, number]),
      };
    });
  return {
    url,
    total: ms(tasks.reduce((sum, t) => sum + t.dur, 0)),
    longTasks,
    byKind: [...byKind]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([name, us]) => [name, ms(us)]),
    atRest: ms(tasks.filter((t) => t.start > end - REST_US).reduce((sum, t) => sum + t.dur, 0)),
    elements,
    hydrated,
  };
}

async function load(browser: Browser, url: string): Promise<MainThread> {
  const { context, page } = await slowPhonePage(browser);
  try {
    await page.tracing.start({ categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const trace = await page.tracing.stop();
    const { elements, hydrated } = await page.evaluate(() => ({
      elements: document.getElementsByTagName('*').length,
      hydrated: (window as unknown as { __hydratedAt?: number }).__hydratedAt ?? null,
    }));
    const events = (JSON.parse(Buffer.from(trace ?? []).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    return summarize(url, events, elements, hydrated === null ? null : Math.round(hydrated));
  } finally {
    await context.close();
  }
}

export async function measureMainThread(urls: string[], runs: number): Promise<MainThread[]> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
  try {
    const out: MainThread[] = [];
    for (const url of urls) {
      const loads: MainThread[] = [];
      for (let i = 0; i < runs; i++) loads.push(await load(browser, url));
      const middle = median(loads.map((l) => l.total));
      out.push(loads.find((l) => l.total === middle) ?? loads[0]!);
    }
    return out;
  } finally {
    await browser.close();
  }
}

function print(result: MainThread): void {
  console.info(
    `\n${result.url}: main thread ${result.total} ms (CPU × 4), ${result.elements} elements, hydrated at ${result.hydrated ?? '–'} ms, at rest ${result.atRest} ms in the last 2 s`,
  );
  console.info('  long tasks (start, length: largest parts):');
  for (const task of result.longTasks) {
    console.info(`    ${task.start} ms, ${task.duration} ms: ${task.parts.map(([name, ms]) => `${name} ${ms}`).join(', ')}`);
  }
  console.info(`  by kind: ${result.byKind.map(([name, ms]) => `${name} ${ms}`).join(', ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const runsArg = args.find((a) => a.startsWith('--runs='));
  const runs = Number(runsArg?.slice('--runs='.length) ?? process.env.PERF_RUNS ?? 3);
  const urls = args.filter((a) => !a.startsWith('--'));
  if (urls.length === 0 || !Number.isInteger(runs) || runs < 1) {
    console.error('usage: npx tsx tools/perf/main-thread.ts [--runs=N] URL...');
    process.exit(2);
  }
  for (const result of await measureMainThread(urls, runs)) print(result);
}

// What a visitor on a phone gets, in Chromium with devtools throttling (not
// Lighthouse's simulation): first contentful paint, largest contentful paint,
// the moment the page is interactive (the app's `data-hydrated` mark on
// <html>) and the latency of a first tap, medians of several cold visits at
// Lighthouse's mobile viewport. `npm run perf` uses it; standalone:
//   npx tsx tools/perf/throttled.ts [--fast] [--tap=SELECTOR] URL...
// (slow 4G by default, --fast for the fast line; PERF_RUNS visits each, default 5).
import { pathToFileURL } from 'node:url';
import puppeteer, { type Browser } from 'puppeteer-core';
import { LINES, VISIT_RUNS, type Line, type Tap } from './config';
import { CHROMIUM_PATH } from '../../scripts/chromium';
import { CHROME_FLAGS } from './lighthouse';

/**
 * Runs in the page before any of its scripts. The tap's latency is the Event
 * Timing API's `duration` of its interaction: from the input's hardware
 * timestamp to the next frame presented after every handler of it ran — what
 * the visitor waits for, input delay included (INP's definition). Entries
 * under the 16 ms threshold are not reported, except `first-input`, which
 * always is; so the largest duration among the interaction's entries is kept,
 * and when the click itself went unreported it took under 16 ms.
 */
const PROBE = `(() => {
  const m = (window.__visitor = { events: [] });
  // <html> may not exist yet when this runs: the document itself is observed.
  const mark = () => { if (m.interactive === undefined && document.documentElement?.hasAttribute('data-hydrated')) m.interactive = performance.now(); };
  new MutationObserver(mark).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') m.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) m.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  const record = (l) => { for (const e of l.getEntries()) m.events.push({ name: e.name, type: e.entryType, id: e.interactionId, duration: e.duration, start: e.startTime }); };
  new PerformanceObserver(record).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(record).observe({ type: 'first-input', buffered: true });
  addEventListener('load', () => { m.load = performance.now(); });
})()`;

interface Probe {
  fcp?: number;
  lcp?: number;
  interactive?: number;
  load?: number;
  events: Array<{ name: string; type: string; id: number; duration: number; start: number }>;
}

export interface Visit {
  /** ms since navigation start */
  fcp: number;
  lcp: number;
  interactive: number;
  /** ms, input to next paint; NaN when the page has nothing to tap */
  tap: number;
  /** The click's own entry was under the 16 ms threshold: `tap` is then an upper bound. */
  tapUnder16: boolean;
  /** ms since navigation start when the tap was sent */
  tappedAt: number;
}

export interface VisitorFigures {
  fcp: number;
  lcp: number;
  interactive: number;
  tap: number;
  /** The median tap was under the Event Timing threshold (shown as ≤ 16 ms). */
  tapUnder16: boolean;
  visits: Visit[];
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export function launchVisitorChrome(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROME_FLAGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/**
 * One cold visit (a fresh browser context: empty cache, no stored favourites).
 * The tap is sent once the page is interactive and its load event has passed
 * (and two frames more): a tap ends the largest-contentful-paint observation,
 * so tapping before the last image arrived would cut LCP short.
 */
export async function visit(browser: Browser, url: string, line: Line, tap: Tap | null): Promise<Visit> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.emulateNetworkConditions({ download: line.download, upload: line.upload, latency: line.latency });
    await page.emulateCPUThrottling(line.cpu);
    await page.evaluateOnNewDocument(PROBE);
    const response = await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    if (!response || response.status() >= 400) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    await page.waitForFunction('window.__visitor.interactive !== undefined && window.__visitor.lcp !== undefined', {
      timeout: 60_000,
      polling: 20,
    });
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    let tappedAt = Number.NaN;
    if (tap) {
      const target = await page.waitForSelector(tap.selector, { timeout: 10_000 });
      if (!target) throw new Error(`nothing to tap (${tap.selector}) on ${url}`);
      tappedAt = (await page.evaluate('performance.now()')) as number;
      await target.tap();
      // Entries are delivered after the frame that follows the handlers is presented.
      await page.waitForFunction('window.__visitor.events.some((e) => e.type === "first-input")', {
        timeout: 10_000,
        polling: 20,
      });
      await page.evaluate(
        'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))))',
      );
    }
    const probe = (await page.evaluate('window.__visitor')) as Probe;
    let tapMs = Number.NaN;
    let tapUnder16 = false;
    if (tap) {
      const first = probe.events.find((e) => e.type === 'first-input');
      const ofTap = probe.events.filter((e) => first && e.id === first.id && e.id !== 0);
      const click = ofTap.find((e) => e.type === 'event' && e.name === 'click');
      tapUnder16 = !click;
      tapMs = Math.max(...ofTap.map((e) => e.duration), tapUnder16 ? 16 : 0);
    }
    return { fcp: probe.fcp ?? Number.NaN, lcp: probe.lcp!, interactive: probe.interactive!, tap: tapMs, tapUnder16, tappedAt };
  } finally {
    await context.close();
  }
}

export function summarize(visits: Visit[]): VisitorFigures {
  const tap = median(visits.map((v) => v.tap));
  const atMedian = [...visits].filter((v) => !Number.isNaN(v.tap)).sort((a, b) => a.tap - b.tap);
  return {
    fcp: median(visits.map((v) => v.fcp)),
    lcp: median(visits.map((v) => v.lcp)),
    interactive: median(visits.map((v) => v.interactive)),
    tap,
    tapUnder16: atMedian.length > 0 && tap <= 16 && atMedian.some((v) => v.tapUnder16 && v.tap === tap),
    visits,
  };
}

export interface VisitTarget {
  url: string;
  tap: Tap | null;
}

/**
 * `runs` visits of every target on one line, interleaved (one of each, then
 * again), so a burst of work elsewhere on the machine falls on every page
 * alike rather than on one.
 */
export async function measureVisitors(
  browser: Browser,
  targets: VisitTarget[],
  line: Line,
  runs = VISIT_RUNS,
  onVisit?: (target: VisitTarget, visit: Visit | Error) => void,
): Promise<Map<string, VisitorFigures | Error>> {
  const visits = new Map<string, Visit[]>(targets.map((t) => [t.url, []]));
  const failures = new Map<string, Error>();
  for (let run = 0; run < runs; run++) {
    for (const target of targets) {
      try {
        const result = await visit(browser, target.url, line, target.tap);
        visits.get(target.url)!.push(result);
        onVisit?.(target, result);
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        failures.set(target.url, failure);
        onVisit?.(target, failure);
      }
    }
  }
  const figures = new Map<string, VisitorFigures | Error>();
  for (const target of targets) {
    const list = visits.get(target.url)!;
    // A page that failed more than half its visits has no honest median.
    figures.set(target.url, list.length > runs / 2 ? summarize(list) : (failures.get(target.url) ?? new Error('no visit')));
  }
  return figures;
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : String(Math.round(value)));

async function main(): Promise<void> {
  const line = process.argv.includes('--fast') ? LINES.fast : LINES.slow;
  const tapArg = process.argv.find((arg) => arg.startsWith('--tap='));
  const tap = tapArg ? { selector: tapArg.slice('--tap='.length), label: tapArg.slice('--tap='.length) } : null;
  const urls = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const browser = await launchVisitorChrome();
  try {
    const figures = await measureVisitors(
      browser,
      urls.map((url) => ({ url, tap })),
      line,
    );
    console.info(`${line.label}, median of ${VISIT_RUNS} cold visits (ms)`);
    for (const [url, result] of figures) {
      if (result instanceof Error) console.info(`${url}  error: ${result.message}`);
      else
        console.info(
          `${url}  FCP ${ms(result.fcp)}  LCP ${ms(result.lcp)}  interactive ${ms(result.interactive)}${tap ? `  first tap ${result.tapUnder16 ? '≤ 16' : ms(result.tap)}` : ''}`,
        );
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

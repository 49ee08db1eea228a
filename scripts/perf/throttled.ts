// What a visitor on a phone gets, in Chromium with devtools throttling (not
// Lighthouse's simulation): first contentful paint, largest contentful paint
// and the moment the page has hydrated (the app's data-hydrated mark), medians of
// RUNS loads (default 5) at Lighthouse's mobile viewport.
//   npx tsx scripts/perf/throttled.ts [--fast] URL...
// Default line: slow 4G (150 ms, 1.6 Mbps down, 750 Kbps up); --fast: 20 ms,
// 20 Mbps. The CPU is 4x slower in both.
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS } from './lighthouse';

const fast = process.argv.includes('--fast');
const urls = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const runs = Number(process.env.RUNS ?? 5);
const line = fast ? { latency: 20, download: (20 * 1024 * 1024) / 8 } : { latency: 150, download: (1.6 * 1024 * 1024) / 8 };

// Runs in the page before any of its scripts.
const PROBE = `(() => {
  const m = (window.__visitor = {});
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') m.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) m.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  const poll = () => (document.documentElement.hasAttribute('data-hydrated') ? (m.interactive = performance.now()) : setTimeout(poll, 10));
  poll();
})()`;

interface Visit {
  fcp: number;
  lcp: number;
  interactive: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROME_FLAGS });
try {
  const visits = new Map<string, Visit[]>(urls.map((url) => [url, []]));
  for (let run = 0; run < runs; run++) {
    for (const url of urls) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await page.emulateNetworkConditions({ download: line.download, upload: (750 * 1024) / 8, latency: line.latency });
      await page.emulateCPUThrottling(4);
      await page.evaluateOnNewDocument(PROBE);
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForFunction('window.__visitor.interactive && window.__visitor.lcp', { timeout: 30_000 });
      visits.get(url)!.push((await page.evaluate('window.__visitor')) as Visit);
      await context.close();
    }
  }
  console.info(`${fast ? 'fast line (20 ms, 20 Mbps)' : 'slow 4G (150 ms, 1.6 Mbps)'}, CPU x4, median of ${runs} (ms)`);
  for (const [url, list] of visits) {
    const figure = (key: keyof Visit) => Math.round(median(list.map((visit) => visit[key])));
    console.info(`${url}  FCP ${figure('fcp')}  LCP ${figure('lcp')}  interactive ${figure('interactive')}`);
  }
} finally {
  await browser.close();
}

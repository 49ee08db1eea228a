// Opens pages in the Lighthouse Chrome at Lighthouse's mobile viewport (no
// throttling, like Lighthouse's own observed load): warms the server's page
// and image caches, and records the LCP element and the layout shifts with
// their sources. Lighthouse 12.2 cannot report those with Chromium 156 (its
// trace gatherers fail on "frame_sequence"), so the diagnostics come from here.
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import type { Chrome } from './lighthouse';

export interface ElementInfo {
  selector: string;
  html: string;
  src: string | null;
  loading: string | null;
  fetchpriority: string | null;
  text: string;
}

export interface Probe {
  url: string;
  status: number;
  lcp: { time: number; size: number; url: string; element: ElementInfo | string | null } | null;
  shifts: Array<{
    value: number;
    time: number;
    hadRecentInput: boolean;
    sources: Array<{ node: ElementInfo | string | null; from: number[] | null; to: number[] | null }>;
  }>;
  cls: number;
  imagePreloads: string[];
}

// Runs in the page before any of its scripts.
const PROBE_SCRIPT = `(() => {
  const probe = { lcp: null, shifts: [] };
  window.__perfProbe = probe;
  const rect = (r) => (r ? [r.x, r.y, r.width, r.height].map(Math.round) : null);
  const describe = (node) => {
    if (!node) return null;
    if (node.nodeType !== 1) return node.nodeName;
    let selector = node.tagName.toLowerCase();
    if (node.id) selector += '#' + node.id;
    const classes = (node.getAttribute('class') || '').trim().split(/\\s+/).filter(Boolean).slice(0, 4);
    if (classes.length) selector += '.' + classes.join('.');
    const path = [];
    for (let parent = node.parentElement, i = 0; parent && i < 3; parent = parent.parentElement, i++) {
      path.unshift(parent.tagName.toLowerCase() + (parent.id ? '#' + parent.id : ''));
    }
    return {
      selector: path.concat(selector).join(' > '),
      html: node.outerHTML.slice(0, 300),
      src: node.currentSrc || node.src || null,
      loading: node.getAttribute('loading'),
      fetchpriority: node.getAttribute('fetchpriority'),
      text: (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 80),
    };
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.lcp = { time: e.startTime, size: e.size, url: e.url, element: describe(e.element) };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        probe.shifts.push({
          value: e.value,
          time: e.startTime,
          hadRecentInput: e.hadRecentInput,
          sources: (e.sources || []).map((s) => ({ node: describe(s.node), from: rect(s.previousRect), to: rect(s.currentRect) })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch (error) {
    probe.error = String(error);
  }
})();`;

export async function connect(chrome: Chrome): Promise<Browser> {
  return puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
}

export async function probePage(browser: Browser, url: string): Promise<Probe> {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.evaluateOnNewDocument(PROBE_SCRIPT);
    const response = await page.goto(url, { waitUntil: 'networkidle0', timeout: 45_000 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const result = (await page.evaluate(`(() => ({
      ...window.__perfProbe,
      imagePreloads: [...document.querySelectorAll('link[rel=preload][as=image]')].map((l) => (l.getAttribute('href') || '') + ' ' + (l.getAttribute('imagesrcset') || '')),
    }))()`)) as Omit<Probe, 'url' | 'status' | 'cls'>;
    const cls = result.shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
    return { url, status: response?.status() ?? 0, ...result, cls };
  } finally {
    await page.close();
  }
}

/** The source image of a next/image URL (`/_next/image?url=…&w=…`), else the URL itself. */
function imageKey(url: string): string {
  try {
    const parsed = new URL(url);
    const source = parsed.pathname === '/_next/image' ? parsed.searchParams.get('url') : null;
    return source ? encodeURIComponent(source) : url;
  } catch {
    return url;
  }
}

function describeElement(element: ElementInfo | string | null): string {
  if (!element) return 'unknown element';
  if (typeof element === 'string') return element;
  const attributes = [
    element.src ? `src ${element.src.length > 120 ? `${element.src.slice(0, 119)}…` : element.src}` : '',
    element.loading ? `loading=${element.loading}` : '',
    element.fetchpriority ? `fetchpriority=${element.fetchpriority}` : '',
    element.text && !element.src ? `text "${element.text}"` : '',
  ].filter(Boolean);
  return `\`${element.selector}\`${attributes.length ? ` (${attributes.join(', ')})` : ''}`;
}

/** Markdown lines for one page's probe. */
export function describeProbe(probe: Probe, withShifts: boolean): string[] {
  const lines: string[] = [];
  if (probe.lcp) {
    const isImage = probe.lcp.url !== '';
    const preloaded = isImage && probe.imagePreloads.some((preload) => preload.includes(imageKey(probe.lcp!.url)));
    lines.push(
      `- LCP element (Chrome at Lighthouse's viewport, unthrottled: ${Math.round(probe.lcp.time)} ms): ${describeElement(probe.lcp.element)}` +
        (isImage
          ? `; image ${preloaded ? 'preloaded' : 'not preloaded'} (${probe.imagePreloads.length} image preloads on the page)`
          : ''),
    );
  }
  if (withShifts) {
    const shifts = probe.shifts.filter((shift) => !shift.hadRecentInput).sort((a, b) => b.value - a.value);
    lines.push(`- Layout shifts seen in that load: CLS ${probe.cls.toFixed(3)} in ${shifts.length} shift(s)`);
    for (const shift of shifts.slice(0, 5)) {
      lines.push(`  - ${shift.value.toFixed(3)} at ${Math.round(shift.time)} ms:`);
      for (const source of shift.sources.slice(0, 3)) {
        lines.push(`    - ${describeElement(source.node)} moved ${JSON.stringify(source.from)} → ${JSON.stringify(source.to)}`);
      }
    }
  }
  return lines;
}

/**
 * A fresh context with a phone's viewport and the CPU slowed ×4, whose page records in `window.__hydratedAt`
 * when the app sets its `data-hydrated` mark (the gate's hydration figures, tools/perf/main-thread.ts).
 */
export async function slowPhonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await page.emulateCPUThrottling(4);
  await page.evaluateOnNewDocument(() => {
    // <html> does not exist yet when this runs: watch the document for its mark.
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-hydrated')) return;
      (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
  return { context, page };
}

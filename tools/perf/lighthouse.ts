// Lighthouse 12 through its node API: mobile form factor and simulated
// throttling (its defaults), Debian's Chromium, one Chrome for the whole run.
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { OUT_DIR } from './config';
import { median } from './stats';

/**
 * Desktop Chromium builds its top-chrome popups for every window, headless
 * too: the omnibox popup and the AI-mode popup are two WebUI renderers that
 * load and run some 200 modules each while the measured page loads. Traced on
 * this 2-core machine, they kept both cores busy through the bare page's
 * first paint (916 ms with them, 472 ms without). A phone's browser does none
 * of that, so the visits and Lighthouse run without them.
 */
const DESKTOP_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS, `--disable-features=${DESKTOP_POPUPS.join(',')}`];

/**
 * Chromium keeps only the last `--disable-features`; chrome-launcher puts its
 * own list first, so the two are joined into one.
 */
function withLauncherDefaults(flags: string[]): string[] {
  const all = [...chromeLauncher.Launcher.defaultFlags(), ...flags];
  const prefix = '--disable-features=';
  const features = all.filter((flag) => flag.startsWith(prefix)).flatMap((flag) => flag.slice(prefix.length).split(','));
  return [...all.filter((flag) => !flag.startsWith(prefix)), `${prefix}${[...new Set(features)].join(',')}`];
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** ms */
  lcp: number;
  cls: number;
  /** ms */
  tbt: number;
  runs: number;
  /** Each run's figures, to see how much they move. */
  perRun: Array<{ performance: number; lcp: number; cls: number; tbt: number; benchmarkIndex: number }>;
}

export interface LighthouseResult {
  figures: LighthouseFigures;
  /** The report of the run closest to the median performance score (kept for diagnostics). */
  lhr: Result;
}

export type Chrome = chromeLauncher.LaunchedChrome;

export async function launchChrome(): Promise<Chrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: withLauncherDefaults(CHROME_FLAGS),
    ignoreDefaultFlags: true,
    logLevel: 'silent',
    // perf's own handler stops Chrome with the servers (chrome-launcher's would exit at once).
    handleSIGINT: false,
  });
}

function score(lhr: Result, id: string): number {
  const value = lhr.categories[id]?.score;
  return value === null || value === undefined ? Number.NaN : Math.round(value * 100);
}

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

async function runOnce(chrome: Chrome, url: string): Promise<Result> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new LighthouseRunError(
      `lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      lhr.runtimeError.code,
    );
  return lhr;
}

class LighthouseRunError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/**
 * Lighthouse's own failures to record a trace, whose message asks to run it
 * again (NO_NAVSTART has failed the models list in one run and a profile in
 * another, a different page each time). Such a run measured
 * nothing about the page: it is run again, at most twice, and said so on the
 * terminal. A page that paints nothing (NO_FCP) is not run again.
 */
const RUN_AGAIN = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

async function runMeasured(chrome: Chrome, url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(chrome, url);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || !RUN_AGAIN.has(error.code) || attempt === 3) throw error;
      console.warn(`perf:   ${error.message.split('\n')[0]}: running it again`);
    }
  }
}

export async function measureLighthouse(chrome: Chrome, key: string, url: string, runs: number): Promise<LighthouseResult> {
  const reports: Result[] = [];
  for (let run = 0; run < runs; run++) reports.push(await runMeasured(chrome, url));
  mkdirSync(`${OUT_DIR}/lighthouse`, { recursive: true });
  reports.forEach((lhr, index) => writeFileSync(`${OUT_DIR}/lighthouse/${key}-${index + 1}.json`, JSON.stringify(lhr)));
  const pick = (read: (lhr: Result) => number) => median(reports.map(read));
  const figures: LighthouseFigures = {
    performance: Math.round(pick((lhr) => score(lhr, 'performance'))),
    accessibility: Math.round(pick((lhr) => score(lhr, 'accessibility'))),
    bestPractices: Math.round(pick((lhr) => score(lhr, 'best-practices'))),
    seo: Math.round(pick((lhr) => score(lhr, 'seo'))),
    lcp: pick((lhr) => numeric(lhr, 'largest-contentful-paint')),
    cls: pick((lhr) => numeric(lhr, 'cumulative-layout-shift')),
    tbt: pick((lhr) => numeric(lhr, 'total-blocking-time')),
    runs,
    perRun: reports.map((lhr) => ({
      performance: score(lhr, 'performance'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbt: numeric(lhr, 'total-blocking-time'),
      // Lighthouse's CPU benchmark at the start of the run: lower means a busier (or slower) machine.
      benchmarkIndex: lhr.environment.benchmarkIndex,
    })),
  };
  const byPerformance = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return { figures, lhr: byPerformance[Math.floor((byPerformance.length - 1) / 2)]! };
}

// ---------------------------------------------------------------- diagnostics

type Details = { type?: string; items?: Array<Record<string, unknown>>; headings?: unknown[] } | undefined;

function describeItem(item: Record<string, unknown>): string {
  const parts: string[] = [];
  const node = item.node as { snippet?: string; selector?: string; nodeLabel?: string; explanation?: string } | undefined;
  if (node?.snippet) parts.push(`\`${truncate(node.snippet, 140)}\``);
  if (node?.selector) parts.push(`(${truncate(node.selector, 80)})`);
  for (const field of ['url', 'source', 'label', 'description', 'phase', 'groupLabel', 'group', 'name']) {
    const value = item[field];
    if (typeof value === 'string' && value) parts.push(truncate(value, 140));
    else if (value && typeof value === 'object' && 'url' in value && typeof value.url === 'string')
      parts.push(truncate(value.url, 140));
  }
  for (const field of ['wastedBytes', 'totalBytes', 'transferSize']) {
    const value = item[field];
    if (typeof value === 'number') parts.push(`${field} ${(value / 1024).toFixed(1)} KB`);
  }
  for (const field of ['wastedMs', 'duration', 'total', 'timing', 'scripting', 'score']) {
    const value = item[field];
    if (typeof value === 'number') parts.push(`${field} ${field === 'score' ? value.toFixed(3) : `${Math.round(value)} ms`}`);
  }
  if (node?.explanation) parts.push(`— ${truncate(node.explanation.replace(/\s+/g, ' '), 200)}`);
  return parts.join(' ');
}

function truncate(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

function itemsOf(details: Details, limit = 5): string[] {
  if (!details) return [];
  if (details.type === 'list') {
    // largest-contentful-paint-element: a list of tables (the element, then its phases).
    return (details.items ?? []).flatMap((sub) => itemsOf(sub as Details, limit));
  }
  return (details.items ?? []).slice(0, limit).map(describeItem).filter(Boolean);
}

function passing(lhr: Result, id: string): boolean {
  const audit = lhr.audits[id];
  if (!audit) return true;
  if (audit.scoreDisplayMode === 'error' || audit.scoreDisplayMode === 'notApplicable') return true;
  if (audit.score === null) return !(audit.details as Details)?.items?.length;
  return audit.score >= 0.9;
}

function auditLine(lhr: Result, id: string, limit = 5): string[] {
  const audit = lhr.audits[id];
  if (!audit) return [];
  const head = `- \`${id}\`${audit.score === null ? '' : ` (score ${audit.score})`}: ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`;
  return [head, ...itemsOf(audit.details as Details, limit).map((line) => `  - ${line}`)];
}

const METRICS: Array<[string, string]> = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['speed-index', 'SI'],
  ['total-blocking-time', 'TBT'],
  ['interactive', 'TTI'],
  ['cumulative-layout-shift', 'CLS'],
];

/** The audits behind a missed Lighthouse budget, as markdown lines. */
export function diagnose(
  lhr: Result,
  failing: { performance: boolean; accessibility: boolean; bestPractices: boolean; seo: boolean; cls: boolean },
): string[] {
  const lines: string[] = [];
  if (failing.performance || failing.cls) {
    const metrics = METRICS.map(([id, label]) => {
      const audit = lhr.audits[id];
      return audit ? `${label} ${audit.displayValue ?? '?'} (score ${audit.score ?? '–'})` : '';
    }).filter(Boolean);
    lines.push(`Performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} (simulated): ${metrics.join(', ')}.`);
    lines.push('Opportunities and diagnostics that do not pass:');
    const ids = [
      'largest-contentful-paint-element',
      'lcp-lazy-loaded',
      'prioritize-lcp-image',
      'render-blocking-resources',
      'unused-javascript',
      'legacy-javascript',
      'bootup-time',
      'mainthread-work-breakdown',
      'server-response-time',
      'font-display',
      'layout-shifts',
      'uses-responsive-images',
      'modern-image-formats',
      'unused-css-rules',
      'total-byte-weight',
      'long-tasks',
      'third-party-summary',
      'dom-size',
    ];
    for (const ref of lhr.categories.performance?.auditRefs ?? [])
      if (!ids.includes(ref.id) && !METRICS.some(([id]) => id === ref.id)) ids.push(ref.id);
    for (const id of ids) if (!passing(lhr, id)) lines.push(...auditLine(lhr, id, id === 'long-tasks' ? 5 : 6));
    const errored = Object.values(lhr.audits).filter((audit) => audit.scoreDisplayMode === 'error');
    if (errored.length > 0) {
      const reasons = [
        ...new Set(errored.map((audit) => (audit.errorMessage ?? '').replace(/^.*?(Cannot read properties[^)]*\)).*$/, '$1'))),
      ];
      lines.push(
        `- Could not run with this Chromium (Lighthouse 12.2 trace gatherers): ${errored.map((audit) => `\`${audit.id}\``).join(', ')} — ${reasons.join('; ')}`,
      );
    }
  }
  const categories: Array<[keyof typeof failing, string]> = [
    ['accessibility', 'accessibility'],
    ['bestPractices', 'best-practices'],
    ['seo', 'seo'],
  ];
  for (const [flag, id] of categories) {
    if (!failing[flag]) continue;
    lines.push(`${lhr.categories[id]?.title ?? id} ${Math.round((lhr.categories[id]?.score ?? 0) * 100)}, failing audits:`);
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (
        audit.scoreDisplayMode === 'informative' ||
        audit.scoreDisplayMode === 'manual' ||
        audit.scoreDisplayMode === 'notApplicable'
      )
        continue;
      lines.push(...auditLine(lhr, audit.id, 8));
      if (audit.explanation) lines.push(`  - ${truncate(audit.explanation, 300)}`);
    }
  }
  return lines;
}

import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root. The lab's paths (build folders, scripts/run.mjs,
 * tsconfig.json, .perf) are relative to it, while npm runs a workspace's
 * scripts in the workspace's own folder.
 */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Ports, folders and page list of `npm run perf` (env overrides let two runs share a machine). */
export const SITE_PORT = Number(process.env.PERF_SITE_PORT ?? 3371);
export const API_PORT = Number(process.env.PERF_API_PORT ?? 4371);
export const BARE_PORT = Number(process.env.PERF_BARE_PORT ?? 3372);
/**
 * The cluster of `npm run perf`'s load test (deploy/cluster.ts): nginx on
 * this port, two instances on the next two, the bare page's own nginx on the
 * one after and the bare page's second instance behind it on the next, Redis
 * and the cluster's agency API on their own.
 */
export const CLUSTER_PORT = Number(process.env.PERF_CLUSTER_PORT ?? 3373);
export const BARE_NGINX_PORT = CLUSTER_PORT + 3;
export const BARE_SECOND_PORT = CLUSTER_PORT + 4;
export const CLUSTER_REDIS_PORT = Number(process.env.PERF_REDIS_PORT ?? 6371);
export const CLUSTER_API_PORT = Number(process.env.PERF_CLUSTER_API_PORT ?? 4372);
export const DIST_DIR = process.env.PERF_DIST_DIR ?? '.next-perf';
export const OUT_DIR = '.perf';
export const BARE_DIR = 'tools/perf/bare';
/** Next's default distDir of the bare app, where `next build tools/perf/bare` writes. */
export const BARE_DIST_DIR = `${BARE_DIR}/.next`;
export const SITE_URL = `http://localhost:${SITE_PORT}`;
export const BARE_URL = `http://localhost:${BARE_PORT}`;
export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const DATA_DIR_PREFIX = path.join(os.tmpdir(), 'ravage-perf-');

/**
 * Lighthouse runs per page (the median of each figure is kept). Three by
 * default since the visitor measurements (below) joined the run: Lighthouse
 * is now one column group among others, and five runs of six pages alone
 * took ten minutes on 2 cores. `PERF_LH_RUNS=5` follows Lighthouse's guide on
 * variability (one run in three or four has its first paint held back by
 * headless Chrome, GoogleChrome/lighthouse#17148).
 */
export const LH_RUNS = Math.max(1, Number(process.env.PERF_LH_RUNS ?? 3));
/** Throttled visits per page and line (the median is kept). */
export const VISIT_RUNS = Math.max(1, Number(process.env.PERF_RUNS ?? 5));
/** autocannon: connections and seconds per measured page. */
export const LOAD_CONNECTIONS = 50;
export const LOAD_SECONDS = Number(process.env.PERF_LOAD_SECONDS ?? 10);
/** Requests/s at which the servers' CPU a request is read, for the site and its reference alike: well under what either serves. */
export const SERVER_CPU_RATE = 2000;
/** Seconds of each such reading, and rounds of them alternating site pages and reference. */
export const SERVER_CPU_SECONDS = 5;
export const SERVER_CPU_ROUNDS = 3;
export const BURST_REQUESTS = 200;

export type PageKey = 'home' | 'models' | 'searched' | 'profile' | 'favourites' | 'beModel' | 'contact' | 'bare' | 'bareWeighted';

/** What a first tap presses on a page, once it has hydrated. */
export interface Tap {
  selector: string;
  /** For the report: "a heart", "the menu button". */
  label: string;
}

export interface Page {
  key: PageKey;
  label: string;
  /** Filled in once the site runs (the profile comes from the models list). */
  url: string;
  /** Path on the site (or the bare app), to reach the same page through another server (nginx). */
  path: string;
  lighthouse: boolean;
  /** Throttled visits in Chromium (FCP, LCP, interactive, first tap). */
  visitor: boolean;
  /** null: no control to tap that keeps the visitor on the page. */
  tap: Tap | null;
  load: boolean;
  /** First-load JS budget, as a multiple of the bare page's. */
  jsBudget: number | null;
  /**
   * False for a page kept out of search engines (`noindex`: the favourites):
   * Lighthouse's SEO score counts that against it, and SEO 100 is asked only
   * where a page is indexable.
   */
  indexable?: boolean;
}

const MENU: Tap = { selector: 'header button[aria-haspopup="dialog"]', label: 'the menu button' };

/** A search of the models list that finds a screenful in the demo roster. */
export const SEARCHED_LIST_PATH = '/modelos?q=a&height=165-185';

/**
 * The home has no menu and no in-page control: its two halves are links that
 * leave it, so its first tap is not measured (a dash).
 */
export function sitePages(profilePath: string): Page[] {
  const page = (key: PageKey, label: string, pagePath: string, rest: Omit<Page, 'key' | 'label' | 'url' | 'path'>): Page => ({
    key,
    label,
    url: `${SITE_URL}${pagePath}`,
    path: pagePath,
    ...rest,
  });
  // First-load JS: 1.25 × the bare page, 1.35 × where a gallery or a form comes in the first load.
  const all: Page[] = [
    page('home', 'Home `/`', '/', { lighthouse: true, visitor: true, tap: null, load: false, jsBudget: 1.25 }),
    page('models', 'Models list `/modelos`', '/modelos', {
      lighthouse: true,
      visitor: true,
      tap: { selector: 'main button[aria-pressed]', label: 'the first heart' },
      load: true,
      jsBudget: 1.25,
    }),
    // Issue 18's searched list as a visitor waits for it: a search finding a
    // screenful (no search is kept by the site, so each visit renders it anew).
    page('searched', `Searched list \`${SEARCHED_LIST_PATH}\``, SEARCHED_LIST_PATH, {
      lighthouse: false,
      visitor: true,
      tap: { selector: 'main button[aria-pressed]', label: 'the first heart' },
      load: false,
      jsBudget: null,
    }),
    page('profile', `Profile \`${profilePath}\``, profilePath, {
      lighthouse: true,
      visitor: true,
      tap: MENU,
      load: true,
      jsBudget: 1.35,
    }),
    page('favourites', 'Favourites `/favoritos`', '/favoritos', {
      indexable: false,
      lighthouse: true,
      visitor: true,
      tap: MENU,
      load: false,
      jsBudget: 1.35,
    }),
    page('beModel', 'Be a model `/seja-modelo`', '/seja-modelo', {
      lighthouse: true,
      visitor: true,
      tap: MENU,
      load: false,
      jsBudget: 1.35,
    }),
    page('contact', 'Contact `/contato`', '/contato', {
      lighthouse: false,
      visitor: false,
      tap: null,
      load: false,
      jsBudget: 1.35,
    }),
  ];
  // PERF_PAGES=models,profile measures a subset (the bare page always).
  const only = process.env.PERF_PAGES?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return only?.length ? all.filter((p) => only.includes(p.key)) : all;
}

export const barePage: Page = {
  key: 'bare',
  label: 'Bare Next.js page (reference)',
  url: `${BARE_URL}/`,
  path: '/',
  lighthouse: true,
  visitor: true,
  tap: { selector: 'main button', label: 'its button' },
  load: true,
  jsBudget: null,
};

/**
 * The bare reference at the models list's weight (tools/perf/bare/app/heavy:
 * about 150 KB of HTML, 16 KB gzip, where the bare page is 5 KB, 2 KB gzip).
 * The load budgets' reference: requests per second on loopback follow the
 * bytes sent, so against it only what serving the site's pages costs shows.
 */
export const bareWeightedPage: Page = {
  key: 'bareWeighted',
  label: 'Bare page at the list’s weight (reference)',
  url: `${BARE_URL}/heavy`,
  path: '/heavy',
  lighthouse: false,
  visitor: false,
  tap: null,
  load: true,
  jsBudget: null,
};

/** Devtools throttling of the visitor measurements (bytes per second, ms). */
export interface Line {
  key: 'slow' | 'fast';
  label: string;
  latency: number;
  download: number;
  upload: number;
  cpu: number;
}

// Same units as the throttled script had (Mbit = 1024 × 1024 bits) so figures compare with earlier runs.
export const LINES: Record<Line['key'], Line> = {
  slow: {
    key: 'slow',
    label: 'slow 4G (150 ms, 1.6 Mbps down, 750 Kbps up, CPU ×4)',
    latency: 150,
    download: (1.6 * 1024 * 1024) / 8,
    upload: (750 * 1024) / 8,
    cpu: 4,
  },
  fast: {
    key: 'fast',
    label: 'fast line (20 ms, 20 Mbps down, 750 Kbps up, CPU ×4)',
    latency: 20,
    download: (20 * 1024 * 1024) / 8,
    upload: (750 * 1024) / 8,
    cpu: 4,
  },
};

/**
 * Where load is measured: one `next start`, and through nginx (the site's
 * cluster of two instances sharing Redis, and the bare page behind the same
 * nginx configuration), both started by the run. PERF_NGINX_SITE_URL and
 * PERF_NGINX_BARE_URL point it at an nginx started elsewhere instead.
 */
export interface LoadTarget {
  key: 'nextStart' | 'nginx';
  label: string;
  siteBase: string;
  bareBase: string;
  /** Requests/s budget as a multiple of the list-weight bare page's through the same target. */
  rpsRatio: number;
  /**
   * The processes that serve each side, where the run started them: their CPU
   * time over the load is read from /proc. Through nginx the budget is then
   * on requests per CPU-second of those servers, as autocannon, not nginx,
   * is what runs out of CPU there (docs/decisions/0076-nginx-load-by-server-cpu.md).
   */
  servers?: { site: () => number[]; bare: () => number[] };
}

export function loadTargets(nginx?: {
  site: string;
  bare: string;
  servers?: { site: () => number[]; bare: () => number[] };
}): LoadTarget[] {
  const targets: LoadTarget[] = [
    { key: 'nextStart', label: 'one `next start`', siteBase: SITE_URL, bareBase: BARE_URL, rpsRatio: 0.8 },
  ];
  const nginxSite = process.env.PERF_NGINX_SITE_URL ?? nginx?.site;
  const nginxBare = process.env.PERF_NGINX_BARE_URL ?? nginx?.bare;
  if (nginxSite && nginxBare)
    targets.push({
      key: 'nginx',
      label: 'through nginx',
      siteBase: nginxSite.replace(/\/$/, ''),
      bareBase: nginxBare.replace(/\/$/, ''),
      rpsRatio: 1.0,
      // nginx started elsewhere (PERF_NGINX_*): its processes are not this run's to read.
      servers: process.env.PERF_NGINX_SITE_URL ? undefined : nginx?.servers,
    });
  return targets;
}

/**
 * Lighthouse's own scores (best practices and CLS are shown, not budgeted).
 * Every other budget is a ratio to a bare page measured in the same run: the
 * machines are shared, and seconds say more about them than about the site.
 */
export const LH_BUDGET = { performance: 95, accessibility: 100, seo: 100 };
/** Lighthouse's Total Blocking Time, as a multiple of the bare page's in the same run. */
export const TBT_RATIO = 2;
/** Above this CLS the details look for the shift's sources (information, not a budget). */
export const CLS_NOTICE = 0.02;
/** Interactive on slow 4G, as a multiple of the bare page's in the same visits. */
export const INTERACTIVE_RATIO = 1.35;

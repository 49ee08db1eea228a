import os from 'node:os';
import path from 'node:path';

/** Ports, folders and page list of `npm run perf` (env overrides let two runs share a machine). */
export const SITE_PORT = Number(process.env.PERF_SITE_PORT ?? 3411);
export const API_PORT = Number(process.env.PERF_API_PORT ?? 4411);
export const BARE_PORT = Number(process.env.PERF_BARE_PORT ?? 3412);
export const DIST_DIR = process.env.PERF_DIST_DIR ?? '.next-perf';
export const OUT_DIR = '.perf';
export const BARE_DIR = 'bench/bare';
export const SITE_URL = `http://localhost:${SITE_PORT}`;
export const BARE_URL = `http://localhost:${BARE_PORT}`;
export const DATA_DIR_PREFIX = path.join(os.tmpdir(), 'ravage-perf-');

/**
 * Lighthouse runs per page (the median of each figure is kept). Five, as
 * Lighthouse's own guide on variability advises: on a shared 2-core machine
 * one run in three or four has its first paint held back by headless Chrome
 * (GoogleChrome/lighthouse#17148), and a median of three still lands on it.
 */
export const LH_RUNS = Math.max(1, Number(process.env.PERF_LH_RUNS ?? 5));
/** autocannon: connections and seconds per measured page. */
export const LOAD_CONNECTIONS = 50;
export const LOAD_SECONDS = Number(process.env.PERF_LOAD_SECONDS ?? 10);
export const BURST_REQUESTS = 200;

export type PageKey = 'home' | 'models' | 'profile' | 'favourites' | 'beModel' | 'contact' | 'bare';

export interface Page {
  key: PageKey;
  label: string;
  /** Filled in once the site runs (the profile comes from the models list). */
  url: string;
  lighthouse: boolean;
  load: boolean;
  /** First-load JS budget, as a multiple of the bare page's. */
  jsBudget: number | null;
}

export function sitePages(profilePath: string): Page[] {
  return [
    { key: 'home', label: 'Home `/`', url: `${SITE_URL}/`, lighthouse: true, load: false, jsBudget: 1.3 },
    { key: 'models', label: 'Models list `/modelos`', url: `${SITE_URL}/modelos`, lighthouse: true, load: true, jsBudget: 1.2 },
    { key: 'profile', label: `Profile \`${profilePath}\``, url: `${SITE_URL}${profilePath}`, lighthouse: true, load: true, jsBudget: 1.4 },
    { key: 'favourites', label: 'Favourites `/favoritos`', url: `${SITE_URL}/favoritos`, lighthouse: true, load: false, jsBudget: 1.3 },
    { key: 'beModel', label: 'Be a model `/seja-modelo`', url: `${SITE_URL}/seja-modelo`, lighthouse: true, load: false, jsBudget: 1.4 },
    { key: 'contact', label: 'Contact `/contato`', url: `${SITE_URL}/contato`, lighthouse: false, load: false, jsBudget: 1.3 },
  ];
}

export const barePage: Page = {
  key: 'bare',
  label: 'Bare Next.js page (reference)',
  url: `${BARE_URL}/`,
  lighthouse: true,
  load: true,
  jsBudget: null,
};

export const LH_BUDGET = { performance: 95, accessibility: 100, bestPractices: 96, seo: 100, cls: 0.02 };
export const LOAD_BUDGET = { rpsRatio: 0.7, p99Ratio: 2 };

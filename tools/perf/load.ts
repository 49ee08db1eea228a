// Load on loopback with autocannon, and the agency API's request count during a burst.
import autocannon from 'autocannon';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Measured } from './budgets';
import { cpuSeconds } from './site-process';
import { median } from './stats';
import {
  bareWeightedPage,
  LOAD_CONNECTIONS,
  LOAD_SECONDS,
  SERVER_CPU_RATE,
  SERVER_CPU_ROUNDS,
  SERVER_CPU_SECONDS,
  type LoadTarget,
  type Page,
  type PageKey,
} from './config';

export interface LoadFigures {
  rps: number;
  /** ms */
  p50: number;
  /** ms */
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  total: number;
  /** `POST /api/talents` lines the agency API logged while this page was under load. */
  rosterFetches?: number;
  /** CPU ms a request costs the processes that serve it (and their children) at SERVER_CPU_RATE, where known (median). */
  serverCpuMs?: number;
  /** The list-weight bare page's CPU a request over this page's, round by round (median): requests per CPU-second × it. */
  serverCpuRatio?: number;
}

/**
 * What every browser sends (Chromium's own value): a page is asked for
 * compressed, as visitors ask for it. Without it the load measured bytes no
 * visitor downloads: the models list's 200 KB of plain HTML held autocannon
 * at ~95 MB/s through nginx (434 requests/s) where the 18 KB gzip answer a
 * browser gets is served ten times as often.
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** CPU seconds the processes and their descendants have used so far. */
function serversCpuSeconds(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
}

/**
 * The CPU ms a request costs the processes `pids` (and their children) at
 * SERVER_CPU_RATE requests/s, the same rate for the site and its reference:
 * at full speed through nginx autocannon runs out of CPU first, so its
 * requests/s say more about the load generator than about the servers, and
 * a server's cost per request itself falls as requests arrive faster (more
 * of them per wake-up). Fails when the servers could not keep the rate.
 */
async function serverCpuPerRequest(url: string, pids: number[]): Promise<number> {
  const before = serversCpuSeconds(pids);
  const result = await autocannon({
    url,
    connections: LOAD_CONNECTIONS,
    duration: SERVER_CPU_SECONDS,
    overallRate: SERVER_CPU_RATE,
    timeout: 10,
    headers: BROWSER_HEADERS,
  });
  const answered = result['2xx'];
  if (answered < SERVER_CPU_RATE * SERVER_CPU_SECONDS * 0.9 || result.non2xx + result.errors > 0)
    throw new Error(
      `at ${SERVER_CPU_RATE} requests/s for ${SERVER_CPU_SECONDS} s: ${answered} answered 2xx, ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
  return ((serversCpuSeconds(pids) - before) * 1000) / answered;
}

export async function measureLoad(url: string): Promise<LoadFigures> {
  // Warm: caches, JIT, connection pools.
  await autocannon({ url, connections: 10, duration: 2, headers: BROWSER_HEADERS });
  await sleep(500);
  const result = await autocannon({
    url,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
    timeout: 10,
    headers: BROWSER_HEADERS,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result['2xx'] + result.non2xx,
  };
}

/**
 * Load through one target (one `next start`, or the cluster's nginx): the
 * bare references at `target.bareBase`, then every page that has `load` at
 * `target.siteBase` + its path, one after the other. `npm run perf` calls it
 * for each of `loadTargets()`; the cluster can call it with its own base URLs.
 */
export async function measureLoadThrough(
  target: LoadTarget,
  pages: Page[],
  references: Page[],
  hooks: { before?: (page: Page) => void; after?: (page: Page, result: Measured<LoadFigures>) => void } = {},
): Promise<Map<PageKey, Measured<LoadFigures>>> {
  const results = new Map<PageKey, Measured<LoadFigures>>();
  for (const page of [...references, ...pages.filter((p) => p.load)]) {
    const base = references.includes(page) ? target.bareBase : target.siteBase;
    let result: Measured<LoadFigures>;
    hooks.before?.(page);
    try {
      result = { ok: true, value: await measureLoad(`${base}${page.path}`) };
    } catch (error) {
      result = { ok: false, error: (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200) };
    }
    results.set(page.key, result);
    hooks.after?.(page, result);
    await sleep(1000);
  }
  if (target.servers) await readServerCpu(target, target.servers, pages, results);
  return results;
}

/**
 * What a request costs the servers (serverCpuMs, serverCpuRatio) for each page
 * under load and the list-weight bare page, in SERVER_CPU_ROUNDS rounds that
 * alternate them: the same page's reading moves by a third from one run to the
 * next on a shared machine, so each page's ratio is the median of its rounds'.
 */
async function readServerCpu(
  target: LoadTarget,
  servers: NonNullable<LoadTarget['servers']>,
  pages: Page[],
  results: Map<PageKey, Measured<LoadFigures>>,
): Promise<void> {
  const measured = [bareWeightedPage, ...pages.filter((p) => p.load)].filter((page) => results.get(page.key)?.ok);
  const rounds = new Map<PageKey, number[]>(measured.map((page) => [page.key, []]));
  try {
    for (let round = 0; round < SERVER_CPU_ROUNDS; round++)
      for (const page of measured) {
        const reference = page === bareWeightedPage;
        const url = `${reference ? target.bareBase : target.siteBase}${page.path}`;
        rounds.get(page.key)!.push(await serverCpuPerRequest(url, reference ? servers.bare() : servers.site()));
      }
  } catch (error) {
    for (const page of measured)
      results.set(page.key, { ok: false, error: `servers' CPU: ${error instanceof Error ? error.message : String(error)}` });
    return;
  }
  const referenceRounds = rounds.get(bareWeightedPage.key) ?? [];
  for (const page of measured) {
    const result = results.get(page.key);
    const own = rounds.get(page.key)!;
    if (!result?.ok || referenceRounds.length === 0) continue;
    result.value.serverCpuMs = median(own);
    result.value.serverCpuRatio = median(own.map((ms, i) => referenceRounds[i]! / ms));
  }
}

export const ROSTER_FETCH = /"method":"POST","route":"\/api\/talents"/;

export function countRosterFetches(lines: string[]): number {
  return lines.filter((line) => ROSTER_FETCH.test(line)).length;
}

export interface BurstResult {
  requests: number;
  statuses: Record<string, number>;
  rosterFetches: number;
  ms: number;
}

/** `count` requests at once, spread over `urls`; the API's roster fetches before and after. */
export async function burst(urls: string[], count: number, apiLog: string[]): Promise<BurstResult> {
  const before = countRosterFetches(apiLog);
  const started = Date.now();
  const statuses: Record<string, number> = {};
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const url = urls[index % urls.length]!;
      let key: string;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
        await response.arrayBuffer();
        key = String(response.status);
      } catch (error) {
        key = error instanceof Error ? error.name : 'error';
      }
      statuses[key] = (statuses[key] ?? 0) + 1;
    }),
  );
  const ms = Date.now() - started;
  // Background revalidations the burst triggered log a little later.
  await sleep(3000);
  return { requests: count, statuses, rosterFetches: countRosterFetches(apiLog) - before, ms };
}

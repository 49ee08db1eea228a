// `npm run perf`: builds the site (with the embedded agency API) and the bare
// reference under tools/perf/bare, starts both with `next start`, then measures
// side by side first-load JS, what a phone gets in Chromium with devtools
// throttling (FCP, LCP, interactive, first tap), Lighthouse and load (also
// through nginx, both sides served alike,
// docs/decisions/0059-bare-reference-served-as-the-site.md), prints the
// tables, writes them to .perf/report.md (details in .perf/details.md)
// and exits 1 when a budget is missed (each a ratio to a bare page of the
// same run, docs/performance.md). Every server it starts is stopped, whatever
// happens.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { connect, describeProbe, probePage, type Probe } from './browser';
import { checkBudgets, lighthouseFailures, type Measured, type Row } from './budgets';
import { startCluster, startNginx } from '../../deploy/cluster';
import {
  API_URL,
  BARE_DIST_DIR,
  BARE_NGINX_PORT,
  BARE_PORT,
  BARE_SECOND_PORT,
  BURST_REQUESTS,
  CLS_NOTICE,
  CLUSTER_API_PORT,
  CLUSTER_PORT,
  CLUSTER_REDIS_PORT,
  DATA_DIR_PREFIX,
  DIST_DIR,
  LH_RUNS,
  LINES,
  LOAD_SECONDS,
  OUT_DIR,
  ROOT,
  SERVER_CPU_RATE,
  SITE_URL,
  VISIT_RUNS,
  barePage,
  bareWeightedPage,
  loadTargets,
  sitePages,
  type LoadTarget,
} from './config';
import { exportedNames, extraChunks, guessContents, measureFirstLoad } from './first-load';
import { measureFilterSpeed } from './filter-speed';
import { htmlWeight, measureSitePages, renderPageWeights, type PageWeight } from './page-weight';
import { diagnose, launchChrome, measureLighthouse, type Chrome } from './lighthouse';
import { burst, countRosterFetches, measureLoadThrough, type BurstResult } from './load';
import {
  assertPortsFree,
  buildBare,
  buildSite,
  installExitHandlers,
  onInterrupt,
  startBare,
  startSite,
  stopAll,
  watchServers,
} from './servers';
import {
  lineNote,
  renderBudgets,
  renderBurst,
  renderLighthouseTable,
  renderLoadTable,
  renderSentTable,
  renderSearchedVisits,
  renderVisitorTable,
} from './table';
import { launchVisitorChrome, measureVisitors, type VisitorFigures } from './throttled';
import { combineSources, measureSent, renderServed, type Serving, type ServedRatio } from './served';

const startedAt = Date.now();
const phases: Array<[string, number]> = [];
/** The machine's 1-minute load average at a few moments: other work on the same cores skews every figure. */
const loadAverages: Array<[string, number]> = [['start', os.loadavg()[0]!]];
/** Servers that went away during the run. */
const incidents: string[] = [];
async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  console.info(`perf: [${process.uptime().toFixed(1)}s] ${name}…`);
  try {
    return await work();
  } finally {
    const ms = Date.now() - started;
    phases.push([name, ms]);
    console.info(`perf: [${process.uptime().toFixed(1)}s] ${name} done in ${(ms / 1000).toFixed(1)} s`);
  }
}

async function measured<T>(work: () => Promise<T>): Promise<Measured<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`perf:   ${message.split('\n')[0]}`);
    return { ok: false, error: message.split('\n')[0]!.slice(0, 200) };
  }
}

async function profileLinks(): Promise<string[]> {
  const response = await fetch(`${SITE_URL}/modelos`);
  const html = await response.text();
  if (!response.ok) throw new Error(`/modelos answered ${response.status}`);
  const links: string[] = [];
  for (const match of html.matchAll(/href="(\/modelos\/\d+\/[^"/?#]+)"/g)) if (!links.includes(match[1]!)) links.push(match[1]!);
  if (links.length === 0) throw new Error('no talent link (/modelos/<id>/<name>) on /modelos');
  return links;
}

/** What each page under load weighs: on loopback, requests per second follow these bytes. */
async function loadWeightNote(rows: Row[]): Promise<string> {
  const parts: string[] = [];
  for (const row of rows) {
    const weight = await measured(() => htmlWeight(row.page.url));
    const name = row.page.label.replace(/ \(reference\)$/, '');
    parts.push(
      weight.ok
        ? `${name} ${(weight.value.bytes / 1024).toFixed(1)} KB (${(weight.value.gzip / 1024).toFixed(1)} KB gzip)`
        : `${name} not weighed (${weight.error})`,
    );
  }
  return `HTML weight of each page under load: ${parts.join('; ')}.`;
}

/**
 * How each side of each ratio was served. Through nginx, what served the
 * static files is what the scripts' answers showed (served.ts).
 */
function servedRatios(
  throughNginx: LoadTarget | undefined,
  instances: { site: number; bare: number } | undefined,
  rows: Row[],
  bare: Row,
): ServedRatio[] {
  const nextStart: Serving = { by: 'next start' };
  const ratios: ServedRatio[] = [
    {
      ratio: 'First-load JS × bare',
      site: nextStart,
      bare: nextStart,
      note: 'Its bytes are each script gzipped at level 9 by the lab, whatever the server sent',
    },
    {
      ratio: 'Visits (slow 4G LCP and interactive × bare, every other figure beside the bare page’s)',
      site: nextStart,
      bare: nextStart,
    },
    { ratio: 'Lighthouse (its own scores, beside the bare page’s)', site: nextStart, bare: nextStart },
    { ratio: 'Load, one `next start` (req/s × bare)', site: nextStart, bare: nextStart, note: 'Pages only' },
  ];
  if (!throughNginx) return ratios;
  const nginxServing = (base: string, count: number | undefined, sentRows: Row[]): Serving =>
    count === undefined
      ? { by: 'given', url: base }
      : {
          by: 'nginx',
          instances: count,
          staticFiles: combineSources(sentRows.map((row) => (row.sent?.ok ? row.sent.value.source : 'unknown'))),
        };
  const site = nginxServing(
    throughNginx.siteBase,
    instances?.site,
    rows.filter((row) => row.sent),
  );
  const bareServing = nginxServing(throughNginx.bareBase, instances?.bare, [bare]);
  ratios.push(
    {
      ratio: 'First-load JS as sent through nginx × bare',
      site,
      bare: bareServing,
      note: 'Its bytes are those on the wire to a browser accepting brotli',
    },
    {
      ratio: throughNginx.servers
        ? 'Load, through nginx (requests per server CPU-second at a set rate × bare; req/s shown)'
        : 'Load, through nginx (req/s × bare)',
      site,
      bare: bareServing,
      note: `Pages only, each kept 3 s by nginx; the site’s instances share Redis (its cache handler), the bare page, prerendered, has no cache to share${throughNginx.servers ? `; the servers’ CPU is that of nginx, Redis and the instances at ${SERVER_CPU_RATE} requests/s` : ''}`,
    },
  );
  return ratios;
}

async function main(): Promise<number> {
  process.chdir(ROOT);
  installExitHandlers();
  rmSync(`${OUT_DIR}/lighthouse`, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  await assertPortsFree();
  const dataDir = mkdtempSync(DATA_DIR_PREFIX);
  let chrome: Chrome | undefined;
  let visitorChrome: Awaited<ReturnType<typeof launchVisitorChrome>> | undefined;
  onInterrupt(() => rmSync(dataDir, { recursive: true, force: true }));
  onInterrupt(() => chrome?.kill());
  onInterrupt(() => visitorChrome?.close());
  let stopWatching = () => {};
  try {
    await phase('build the site (node scripts/run.mjs build)', () => buildSite(dataDir));
    await phase('build the bare reference (next build tools/perf/bare)', () => buildBare());
    const { site, barePid } = await phase('start the site and the bare reference', async () => {
      const [started, bareStarted] = await Promise.all([startSite(dataDir), startBare()]);
      return { site: started, barePid: bareStarted };
    });
    const apiLog = site.lines;
    stopWatching = watchServers((what) => {
      const message = `${what} stopped accepting connections at ${process.uptime().toFixed(1)} s (see ${OUT_DIR}/site.log, ${OUT_DIR}/bare.log)`;
      incidents.push(message);
      console.error(`perf: [${process.uptime().toFixed(1)}s] ${message}`);
    });

    const profiles = await profileLinks();
    const pages = sitePages(profiles[0]!);
    const rows: Row[] = pages.map((page) => ({ page }));
    const bare: Row = { page: barePage };
    const all = [bare, ...rows];
    const bareWeighted: Row = { page: bareWeightedPage };

    await phase('first-load JS', async () => {
      for (const row of all) {
        row.js = await measured(() => measureFirstLoad(row.page.url));
        if (row.js.ok) console.info(`perf:   ${row.page.label}: ${(row.js.value.gzip / 1024).toFixed(1)} KB gzip`);
      }
    });

    const weights: Measured<PageWeight[]> = await phase('page weight (HTML, inline RSC payload, CSS, fonts)', async () => {
      const measuredWeights = await measured(() => measureSitePages(SITE_URL));
      if (measuredWeights.ok) console.info(renderPageWeights(measuredWeights.value));
      return measuredWeights;
    });

    loadAverages.push(['before the visits', os.loadavg()[0]!]);
    const visitorRows = all.filter((row) => row.page.visitor);
    for (const line of [LINES.slow, LINES.fast]) {
      await phase(`visits on ${line.label} (${VISIT_RUNS} cold visits per page, median)`, async () => {
        visitorChrome = await launchVisitorChrome();
        try {
          const figures = await measureVisitors(
            visitorChrome,
            visitorRows.map((row) => ({ url: row.page.url, tap: row.page.tap })),
            line,
            VISIT_RUNS,
            (target, result) => {
              if (result instanceof Error) console.warn(`perf:   ${target.url}: ${result.message.split('\n')[0]}`);
            },
          );
          for (const row of visitorRows) {
            const result = figures.get(row.page.url)!;
            const measuredResult: Measured<VisitorFigures> =
              result instanceof Error
                ? { ok: false, error: result.message.split('\n')[0]!.slice(0, 200) }
                : { ok: true, value: result };
            row.visitor = { ...row.visitor, [line.key]: measuredResult };
            if (measuredResult.ok) {
              const v = measuredResult.value;
              console.info(
                `perf:   ${row.page.label}: FCP ${Math.round(v.fcp)} LCP ${Math.round(v.lcp)} interactive ${Math.round(v.interactive)} first tap ${row.page.tap ? (v.tapUnder16 ? '≤ 16' : Math.round(v.tap)) : '–'} ms`,
              );
            }
          }
        } finally {
          await visitorChrome.close();
          visitorChrome = undefined;
        }
      });
    }

    const lighthouseLoad = os.loadavg()[0]!;
    const probes = new Map<string, Probe>();
    await phase(`Lighthouse (${LH_RUNS} run${LH_RUNS > 1 ? 's' : ''} per page, median)`, async () => {
      chrome = await launchChrome();
      const lighthouseRows = all.filter((row) => row.page.lighthouse);
      // Warm: each page once in the same Chrome at Lighthouse's viewport (renders, images), recording its LCP element.
      const browser = await connect(chrome);
      try {
        for (const row of lighthouseRows) {
          try {
            const probe = await probePage(browser, row.page.url);
            probes.set(row.page.key, probe);
            if (probe.status >= 400) console.warn(`perf:   warming ${row.page.url}: ${probe.status}`);
          } catch (error) {
            console.warn(`perf:   warming ${row.page.url}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      } finally {
        await browser.disconnect();
      }
      for (const row of lighthouseRows) {
        row.lighthouse = await measured(() => measureLighthouse(chrome!, row.page.key, row.page.url, LH_RUNS));
        if (row.lighthouse.ok) {
          const f = row.lighthouse.value.figures;
          console.info(
            `perf:   ${row.page.label}: perf ${f.performance} a11y ${f.accessibility} bp ${f.bestPractices} seo ${f.seo} LCP ${Math.round(f.lcp)} ms CLS ${f.cls.toFixed(3)} TBT ${Math.round(f.tbt)} ms`,
          );
        }
      }
      // A layout shift that Lighthouse saw in some runs may not happen on every load: look a few more times for its sources.
      const shifty = lighthouseRows.filter(
        (row) => row.lighthouse?.ok && row.lighthouse.value.figures.perRun.some((run) => run.cls > CLS_NOTICE),
      );
      if (shifty.length > 0) {
        const again = await connect(chrome);
        try {
          for (const row of shifty) {
            for (let attempt = 0; attempt < 4 && (probes.get(row.page.key)?.cls ?? 0) <= CLS_NOTICE; attempt++) {
              const probe = await probePage(again, row.page.url).catch(() => undefined);
              if (probe && probe.cls > (probes.get(row.page.key)?.cls ?? -1)) probes.set(row.page.key, probe);
            }
          }
        } finally {
          await again.disconnect();
        }
      }
      await chrome.kill();
      chrome = undefined;
    });

    loadAverages.push(['before Lighthouse', lighthouseLoad]);
    loadAverages.push(['before the load test', os.loadavg()[0]!]);
    // nginx in front: the cluster (two instances of this build sharing Redis,
    // pointed at this run's agency API) and the bare page behind its own nginx.
    const nginx = process.env.PERF_NGINX_SITE_URL
      ? undefined
      : await phase('start the cluster (nginx, two instances, Redis) and nginx for the bare page', async () => {
          const cluster = await startCluster({
            port: CLUSTER_PORT,
            instancePorts: [CLUSTER_PORT + 1, CLUSTER_PORT + 2],
            redisPort: CLUSTER_REDIS_PORT,
            apiPort: CLUSTER_API_PORT,
            distDir: DIST_DIR,
            // The run's roster (its own agency API is idle): the build's cache keys and media host.
            dataDir,
            env: { SITE_API_URL: API_URL, PANEL_API_URL: API_URL, MEDIA_URL: API_URL },
          });
          onInterrupt(() => cluster.close());
          onInterrupt(() => rmSync(cluster.runtimeDir, { recursive: true, force: true }));
          // The bare page served as the site is: two instances, its precompressed static files read from disk.
          const bareSecondPid = await startBare(BARE_SECOND_PORT);
          const bareUpstreams = [`127.0.0.1:${BARE_PORT}`, `127.0.0.1:${BARE_SECOND_PORT}`];
          const bareRuntimeDir = mkdtempSync(path.join(os.tmpdir(), 'ravage-perf-bare-nginx-'));
          onInterrupt(() => rmSync(bareRuntimeDir, { recursive: true, force: true }));
          const bareNginx = await startNginx({
            port: BARE_NGINX_PORT,
            upstreams: bareUpstreams,
            builds: [BARE_DIST_DIR],
            runtimeDir: bareRuntimeDir,
          });
          onInterrupt(() => bareNginx.close());
          return {
            cluster,
            bareNginx,
            servers: {
              site: () => cluster.servingPids(),
              bare: () => [bareNginx.pid(), barePid, bareSecondPid].filter((pid): pid is number => pid !== undefined),
            },
            instances: { site: cluster.instances.length, bare: bareUpstreams.length },
            runtimeDirs: [cluster.runtimeDir, bareRuntimeDir],
          };
        });
    const targets = loadTargets(nginx && { site: nginx.cluster.url, bare: nginx.bareNginx.url, servers: nginx.servers });
    const throughNginx = targets.find((target) => target.key === 'nginx');
    if (throughNginx) {
      await phase('first-load JS as sent through nginx', async () => {
        for (const row of all) {
          if (!row.js?.ok) continue;
          const base = row === bare ? throughNginx.bareBase : throughNginx.siteBase;
          const scripts = row.js.value.scripts.map((script) => script.url);
          row.sent = await measured(() => measureSent(base, scripts));
          if (row.sent.ok)
            console.info(
              `perf:   ${row.page.label}: ${(row.sent.value.bytes / 1024).toFixed(1)} KB ${row.sent.value.encodings} (${row.sent.value.source})`,
            );
        }
      });
    }
    const loadRow = (key: string) => [bareWeighted, ...all].find((r) => r.page.key === key)!;
    for (const target of targets) {
      await phase(`load ${target.label} (autocannon, 50 connections, ${LOAD_SECONDS} s each)`, async () => {
        let before = 0;
        const results = await measureLoadThrough(target, pages, [barePage, bareWeightedPage], {
          before: () => (before = countRosterFetches(apiLog)),
          after: (page, result) => {
            if (!result.ok) return;
            const row = loadRow(page.key);
            // The agency API's log is this run's: roster fetches count only when the site measured is this run's next start.
            if (row !== bare && row !== bareWeighted && target.key === 'nextStart')
              result.value.rosterFetches = countRosterFetches(apiLog) - before;
            const l = result.value;
            console.info(
              `perf:   ${page.label}: ${l.rps.toFixed(0)} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms, ${l.non2xx} non-2xx, ${l.errors} errors`,
            );
          },
        });
        // The rows take the results once the servers' CPU is read, after every page's full-speed run (load.ts).
        for (const [key, result] of results) {
          const row = loadRow(key);
          row.load = { ...row.load, [target.key]: result };
          if (!result.ok) console.info(`perf:   ${row.page.label}: ${result.error}`);
          else if (result.value.serverCpuMs !== undefined)
            console.info(
              `perf:   ${row.page.label}: servers' CPU ${result.value.serverCpuMs.toFixed(3)} ms a request${result.value.serverCpuRatio === undefined ? '' : ` (${result.value.serverCpuRatio.toFixed(2)} × the list-weight page's requests per CPU-second)`}`,
            );
        }
      });
    }

    if (nginx) {
      await Promise.all([nginx.cluster.close(), nginx.bareNginx.close()]);
      for (const dir of nginx.runtimeDirs) rmSync(dir, { recursive: true, force: true });
    }

    let burstResult: BurstResult | undefined;
    let burstError: string | undefined;
    await phase(`burst of ${BURST_REQUESTS} concurrent requests`, async () => {
      const urls = [`${SITE_URL}/modelos`, ...profiles.slice(0, 40).map((path) => `${SITE_URL}${path}`)];
      try {
        burstResult = await burst(urls, BURST_REQUESTS, apiLog);
      } catch (error) {
        burstError = error instanceof Error ? error.message : String(error);
      }
    });

    // ------------------------------------------------------------ report
    const checks = checkBudgets(rows, bare, bareWeighted, targets);
    const table = [
      `### What a visitor gets (Chromium, devtools throttling, mobile viewport, median of ${VISIT_RUNS} cold visits)`,
      '',
      renderVisitorTable(rows, bare, checks),
      '',
      `${lineNote} Interactive: \`data-hydrated\` on <html>. First tap (Event Timing \`duration\`, input to next paint) once the page is interactive and loaded: ${[
        bare,
        ...rows,
      ]
        .filter((row) => row.page.visitor)
        .map(
          (row) =>
            `${row.page.label.replace(/ `.*`$/, '').replace(/^Bare.*/, 'bare')}: ${row.page.tap?.label ?? 'none (its controls are links that leave it)'}`,
        )
        .join('; ')}.`,
      '',
      renderSearchedVisits(rows),
      '',
      `### Lighthouse (mobile, simulated throttling, median of ${LH_RUNS})`,
      '',
      renderLighthouseTable(rows, bare, checks),
      '',
      `### Load (autocannon, 50 connections × ${LOAD_SECONDS} s, loopback)`,
      '',
      renderLoadTable(rows, bare, checks, targets, bareWeighted),
      '',
      await loadWeightNote([bare, bareWeighted, ...rows].filter((row) => row.page.load)),
      ...(throughNginx
        ? ['', '### First-load JS as sent through nginx (to a browser accepting brotli)', '', renderSentTable(rows, bare)]
        : []),
      '',
      renderServed(servedRatios(throughNginx, nginx?.instances, rows, bare)),
    ].join('\n');
    const budgets = renderBudgets(checks);
    const burstLine = renderBurst(
      burstResult,
      burstError,
      'The roster must be fetched at most once per revalidation period (5 min) whatever the traffic.',
    );
    const nextVersion = (JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')) as { version: string }).version;
    const reactVersion = (JSON.parse(readFileSync('node_modules/react/package.json', 'utf8')) as { version: string }).version;
    const context =
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run perf\` on ${os.cpus().length} cores, Node ${process.versions.node}, ` +
      `Next ${nextVersion}, React ${reactVersion}, Debian Chromium; every Next server is stock \`next start\`. ✗ marks a missed budget.`;
    const incidentLines = incidents.map(
      (incident) => `**Run disturbed:** ${incident}; the figures after it are not the server's.`,
    );
    const busiest = Math.max(...loadAverages.map(([, value]) => value));
    if (busiest > os.cpus().length * 0.75) {
      incidentLines.push(
        `**Busy machine:** 1-minute load average up to ${busiest.toFixed(1)} on ${os.cpus().length} cores during this run (${loadAverages.map(([when, value]) => `${value.toFixed(1)} at ${when}`).join(', ')}): other work competed with the servers, Chrome and autocannon, so absolute figures are low; ratios to the bare page are less affected but still skewed.`,
      );
    }
    // Searched lists against the unsearched one, with rosters of 250 and 1,000 talents (issue 18); its own site and API.
    const filterSpeed = await phase('searched lists at 250 and 1,000 talents (tools/perf/filter-speed.ts)', () =>
      measureFilterSpeed({ distDir: DIST_DIR, sizes: [250, 1000], runs: 40, distinct: 300 }),
    ).catch((error: unknown) => `searched lists not measured: ${error instanceof Error ? error.message : String(error)}`);
    const report = [
      context,
      '',
      ...(incidentLines.length ? [...incidentLines, ''] : []),
      table,
      '',
      budgets,
      '',
      burstLine,
      '',
      '#### Searched models lists',
      '',
      filterSpeed,
      '',
    ].join('\n');

    const details: string[] = ['# npm run perf — details', ''];
    details.push('## Load: roster fetches while each page was under load', '');
    for (const row of rows) {
      const result = row.load?.nextStart;
      if (result?.ok)
        details.push(
          `- ${row.page.label}: ${result.value.rosterFetches ?? 0} \`POST /api/talents\` during warm-up + ${LOAD_SECONDS} s of load (${result.value.total} answers)`,
        );
    }
    details.push('');
    details.push('## Visits: every run (ms: FCP / LCP / interactive / first tap, tap sent at)', '');
    for (const row of all) {
      for (const key of ['slow', 'fast'] as const) {
        const result = row.visitor?.[key];
        if (!result) continue;
        if (!result.ok) {
          details.push(`- ${row.page.label}, ${key === 'slow' ? 'slow 4G' : 'fast line'}: ${result.error}`);
          continue;
        }
        const runs = result.value.visits.map(
          (v) =>
            `${Math.round(v.fcp)} / ${Math.round(v.lcp)} / ${Math.round(v.interactive)} / ${Number.isNaN(v.tap) ? '–' : v.tapUnder16 ? '≤ 16' : Math.round(v.tap)}${Number.isNaN(v.tappedAt) ? '' : ` @ ${Math.round(v.tappedAt)}`}`,
        );
        details.push(`- ${row.page.label}, ${key === 'slow' ? 'slow 4G' : 'fast line'}: ${runs.join('; ')}`);
      }
    }
    details.push('');
    details.push('## Lighthouse: every run', '');
    for (const row of all) {
      if (!row.lighthouse?.ok) continue;
      const runs = row.lighthouse.value.figures.perRun.map(
        (run) =>
          `${run.performance} (LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}, CPU benchmark ${Math.round(run.benchmarkIndex)})`,
      );
      details.push(`- ${row.page.label}: ${runs.join('; ')}`);
    }
    details.push(
      '',
      'The CPU benchmark is the index Lighthouse measures before each run: a run with a much lower index than the others had less CPU (other work on the machine), which inflates its TBT and LCP.',
      '',
    );
    details.push(
      '## Lighthouse: audits behind missed budgets (and every failing accessibility, best-practices or SEO audit)',
      '',
    );
    for (const row of all) {
      if (!row.lighthouse?.ok || row === bare) continue;
      // Missed budgets, plus any accessibility / best-practices / SEO audit that fails even when the score is within budget.
      const f = row.lighthouse.value.figures;
      const missed = lighthouseFailures(row.lighthouse.value);
      const failing = { ...missed, accessibility: f.accessibility < 100, bestPractices: f.bestPractices < 100, seo: f.seo < 100 };
      if (!Object.values(failing).some(Boolean)) continue;
      const probe = probes.get(row.page.key);
      const runs = row.lighthouse.value.figures.perRun
        .map(
          (run, index) =>
            `run ${index + 1}: perf ${run.performance}, LCP ${(run.lcp / 1000).toFixed(2)} s, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)} (CPU benchmark ${Math.round(run.benchmarkIndex)})`,
        )
        .join('; ');
      details.push(`### ${row.page.label}`, '', `Runs — ${runs}.`, '', ...diagnose(row.lighthouse.value.lhr, failing));
      if (probe)
        details.push(
          'Seen in Chrome (warm-up load, not throttled):',
          ...describeProbe(probe, failing.cls || row.lighthouse.value.figures.perRun.some((run) => run.cls > CLS_NOTICE)),
        );
      details.push('');
    }
    if (weights.ok) {
      details.push('## Page weight (tools/perf/page-weight.ts)', '', renderPageWeights(weights.value), '');
    }
    const bareJs = bare.js?.ok ? bare.js.value : undefined;
    details.push('## JS chunks not on the bare page', '');
    details.push(
      'A chunk counts as extra when the bare page loads no file of the same name or content. "New" is the share of the chunk made of modules (Turbopack module ids) the bare page does not load; the rest is Next/React code that the site\'s build splits differently.',
      '',
    );
    for (const key of ['models', 'profile', 'home', 'favourites', 'beModel', 'contact'] as const) {
      const row = rows.find((r) => r.page.key === key);
      if (!row?.js?.ok || !bareJs) continue;
      const chunks = extraChunks(row.js.value, bareJs);
      const newTotal = chunks.reduce((sum, chunk) => sum + chunk.newGzip, 0);
      details.push(
        `### ${row.page.label}: ${chunks.length} extra chunks, about ${(newTotal / 1024).toFixed(1)} KB gzip of new modules`,
        '',
      );
      details.push('| Chunk | gzip | new | Holds (guess) | Exports seen |', '|:--|--:|--:|:--|:--|');
      for (const chunk of chunks) {
        details.push(
          `| ${chunk.name} | ${(chunk.gzip / 1024).toFixed(1)} KB | ${Math.round(chunk.newShare * 100)}% | ${chunk.guess.join(', ') || (chunk.newShare < 0.05 ? 'Next/React (shared modules)' : 'site code')} | ${chunk.names.join(', ')} |`,
        );
      }
      details.push('');
    }
    details.push(
      '## Scripts loaded after the HTML',
      '',
      'Not `<script src>` in the HTML, so not in first-load JS: mostly chunks of other routes that `<Link>` prefetches once the page is idle. Lighthouse counts them in `unused-javascript` and their parse time in the main-thread figures.',
      '',
    );
    for (const row of rows) {
      if (!row.lighthouse?.ok || !row.js?.ok) continue;
      const inHtml = new Set(row.js.value.scripts.map((script) => script.url));
      const requests = (
        (
          row.lighthouse.value.lhr.audits['network-requests']?.details as
            { items?: Array<{ url: string; resourceType?: string; transferSize?: number }> } | undefined
        )?.items ?? []
      ).filter((item) => item.resourceType === 'Script' && !inHtml.has(item.url) && item.url.startsWith(SITE_URL));
      if (requests.length === 0) continue;
      const described: string[] = [];
      for (const request of requests) {
        const text = await fetch(request.url)
          .then((response) => response.text())
          .catch(() => '');
        const guess = guessContents(text).join(', ') || 'site code';
        const names = exportedNames(text).join(', ');
        described.push(
          `\`${request.url.split('/').pop()}\` ${(gzipSync(Buffer.from(text), { level: 9 }).length / 1024).toFixed(1)} KB gzip (${guess}${names ? `; exports ${names}` : ''})`,
        );
      }
      details.push(`- ${row.page.label}: ${described.join('; ')}`);
    }
    details.push('');
    details.push('## Phases', '');
    for (const [name, ms] of phases) details.push(`- ${name}: ${(ms / 1000).toFixed(1)} s`);
    details.push(`- total: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`, '');
    details.push(
      `Load average (1 min, ${os.cpus().length} cores): ${loadAverages.map(([when, value]) => `${value.toFixed(2)} at ${when}`).join(', ')}.`,
      '',
    );

    writeFileSync(`${OUT_DIR}/report.md`, report);
    writeFileSync(`${OUT_DIR}/details.md`, details.join('\n'));
    writeFileSync(
      `${OUT_DIR}/results.json`,
      JSON.stringify(
        {
          rows: all.map((row) => ({
            page: row.page,
            js: row.js?.ok
              ? { gzip: row.js.value.gzip, scripts: row.js.value.scripts.map(({ name, gzip, bytes }) => ({ name, gzip, bytes })) }
              : row.js,
            sent: row.sent,
            lighthouse: row.lighthouse?.ok ? row.lighthouse.value.figures : row.lighthouse,
            visitor: row.visitor,
            load: row.load,
          })),
          checks: checks.map(({ page, ...check }) => ({ page: page.key, ...check })),
          served: servedRatios(throughNginx, nginx?.instances, rows, bare),
          burst: burstResult ?? { error: burstError },
          phases,
        },
        null,
        2,
      ),
    );

    console.info(`\n${report}`);
    console.info(
      `perf: report written to ${OUT_DIR}/report.md (details in ${OUT_DIR}/details.md) in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
    );
    return checks.every((check) => check.ok) ? 0 : 1;
  } finally {
    stopWatching();
    if (chrome) await chrome.kill();
    if (visitorChrome) await visitorChrome.close().catch(() => {});
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(`perf: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    await stopAll();
    process.exit(1);
  },
);

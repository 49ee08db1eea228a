// What serving `/_next/static` from disk, precompressed (brotli_static), saves
// a visitor against the same files gzipped by Next through nginx: the bytes a
// first visit transfers and slow-4G figures of be-a-model and the models list,
// both ways on one cluster of one build (nginx falls back to the instances
// when its static folder is empty, which is how the site was served before).
//   npx tsx tools/perf/static-files.ts [--dist DIR] [--api-port PORT]
// DIR: a build made by `npm run build` (default .next); PORT: the agency API
// port it was built against, so its pages' images load (default 4010).
// PERF_RUNS visits of each page each way (default 5).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from '../../deploy/cluster';
import { LINES, VISIT_RUNS } from './config';
import { scriptSources } from './first-load';
import { transferred } from './served';
import { launchVisitorChrome, measureVisitors } from './throttled';

const { values } = parseArgs({
  options: { dist: { type: 'string', default: '.next' }, 'api-port': { type: 'string', default: '4010' } },
});
const port = Number(process.env.PERF_CLUSTER_PORT ?? 3383);
const PAGES = [
  { label: 'Be a model `/seja-modelo`', path: '/seja-modelo' },
  { label: 'Models list `/modelos`', path: '/modelos' },
];

/** A first visit's scripts and style sheets (what the HTML names), as transferred. */
async function firstLoadBytes(pageUrl: string, html: string) {
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => new URL(m[1]!, pageUrl).toString());
  const sum = async (urls: string[]) => {
    let bytes = 0;
    const encodings = new Set<string>();
    for (const url of urls) {
      const answer = await transferred(url);
      bytes += answer.bytes;
      encodings.add(answer.encoding);
    }
    return { bytes, encodings: [...encodings].join('+') };
  };
  return { scripts: await sum(scriptSources(html, pageUrl)), styles: await sum(styles) };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ravage-perf-static-'));
const cluster = await startCluster({
  port,
  instancePorts: [port + 1, port + 2],
  redisPort: Number(process.env.PERF_REDIS_PORT ?? 6383),
  apiPort: Number(values['api-port']),
  distDir: values.dist!,
  dataDir,
});
const rows: string[] = [];
const browser = await launchVisitorChrome();
try {
  for (const way of ['brotli_static from disk', 'gzip by Next through nginx'] as const) {
    if (way === 'gzip by Next through nginx') {
      // nginx finds nothing on disk and asks the instances, as before.
      rmSync(path.join(cluster.runtimeDir, 'static', '_next', 'static'), { recursive: true, force: true });
    }
    const figures = await measureVisitors(
      browser,
      PAGES.map((p) => ({ url: `${cluster.url}${p.path}`, tap: null })),
      LINES.slow,
      VISIT_RUNS,
    );
    for (const page of PAGES) {
      const url = `${cluster.url}${page.path}`;
      const html = await transferred(url);
      const { scripts, styles } = await firstLoadBytes(url, (await fetch(url).then((r) => r.text())) || html.body.toString());
      const visitor = figures.get(url);
      const seen =
        visitor instanceof Error
          ? `failed: ${visitor.message}`
          : `FCP ${Math.round(visitor!.fcp)} ms, LCP ${Math.round(visitor!.lcp)} ms, interactive ${Math.round(visitor!.interactive)} ms`;
      rows.push(
        `| ${page.label} | ${way} | ${scripts.bytes} (${scripts.encodings}) | ${styles.bytes} (${styles.encodings}) | ${html.bytes} (${html.encoding}) | ${seen} |`,
      );
      console.info(rows.at(-1));
    }
  }
} finally {
  await browser.close();
  await cluster.close();
  rmSync(cluster.runtimeDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
console.info(
  [
    '',
    `${values.dist}, through nginx, ${LINES.slow.label}, median of ${VISIT_RUNS} cold visits; bytes as transferred to a browser accepting br and gzip`,
    '',
    '| Page | Static files | Scripts (B) | Style sheets (B) | HTML (B) | Slow 4G |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n'),
);

// `npx tsx tools/perf/comp-card.ts [--dist .next]`: the comp card PDFs'
// figures of issue 19 — one card made cold and served warm, its size, a
// 20-talent package made cold, and the site's memory above idle while it is
// made — and of issue 41: packages of 50 made at once, the site's CPU for
// them and the searched list's median meanwhile against its median alone. It starts `next start` on an existing build (`--dist`, default
// `.next`) against an embedded agency API of its own (fresh demo roster),
// samples the resident memory (VmRSS) of the Next process and its children
// every 20 ms, and prints the figures beside the issue's budgets. A figure,
// not a test: nothing is asserted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuSeconds, rssKb, startAgencyApiProcess, startNextSite, tree } from './site-process';

const args = process.argv.slice(2);
const distDir = args.includes('--dist') ? (args[args.indexOf('--dist') + 1] ?? '.next') : '.next';
const COLD_CARDS = 5;
const WARM_RUNS = 20;
const PACKAGE_SIZE = 20;
/** The largest package (a selection's limit) and how many are asked for at once in the contention figure. */
const LARGE_PACKAGE = 50;
const PACKAGES_AT_ONCE = 3;
/** A searched list: rendered for each request, so it measures what the process has left for pages. */
const SEARCHED_LIST = '/modelos?q=a';
const LIST_SAMPLES = 30;

type Summary = { id: number; divisions: { id_category: number }[] };

async function visibleIds(apiUrl: string): Promise<number[]> {
  const signin = await fetch(`${apiUrl}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: 'dev-salt', api_key: 'dev-site-key' }),
  });
  const { access_token: token } = (await signin.json()) as { access_token: string };
  const roster = await fetch(`${apiUrl}/api/talents?language=pt&paginate=1000`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  const { data } = (await roster.json()) as { data: Summary[] };
  return data.filter((t) => !t.divisions.some((d) => d.id_category === 1446)).map((t) => t.id);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? 0;

async function main() {
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`no build in ${distDir}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comp-card-perf-'));
  const api = await startAgencyApiProcess(dataDir);
  const apiUrl = api.url;
  let next: Awaited<ReturnType<typeof startNextSite>> | null = null;
  try {
    next = await startNextSite(distDir, apiUrl, { MEDIA_URL: apiUrl });
    const { pid, url: site } = next;
    const ids = await visibleIds(apiUrl);
    // Each request from its own address: the per-client limit is not what is measured.
    let client = 0;
    const get = async (url: string) => {
      client += 1;
      const started = performance.now();
      const response = await fetch(`${site}${url}`, { headers: { 'x-forwarded-for': `198.51.${client >> 8}.${client & 255}` } });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200 || bytes.subarray(0, 5).toString() !== '%PDF-') throw new Error(`${url}: ${response.status}`);
      return { ms: performance.now() - started, bytes: bytes.byteLength };
    };

    // Warm-up on talents not measured: the route, pdfkit, the fonts, sharp and the sign-in loaded.
    const spare = ids.slice(-3);
    for (const id of spare) await get(`/api/comp-card/${id}?lang=pt`);

    const coldCards: { ms: number; bytes: number }[] = [];
    for (const id of ids.slice(0, COLD_CARDS)) coldCards.push(await get(`/api/comp-card/${id}?lang=pt`));
    const warm: number[] = [];
    for (let i = 0; i < WARM_RUNS; i++) warm.push((await get(`/api/comp-card/${ids[0]}?lang=pt`)).ms);
    const letter = await get(`/api/comp-card/${ids[1]}?lang=en&units=in&size=letter-half`);

    // The package: 20 talents no card has been made for (their profiles not cached either).
    const packageIds = ids.slice(COLD_CARDS, COLD_CARDS + PACKAGE_SIZE).join('-');
    await sleep(2000);
    const samples: number[] = [];
    for (let i = 0; i < 25; i++) {
      samples.push(rssKb(tree(pid)));
      await sleep(40);
    }
    const idle = median(samples);
    let peak = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, rssKb(tree(pid)));
        await sleep(20);
      }
    })();
    const coldPackage = await get(`/api/comp-cards?ids=${packageIds}&lang=pt`);
    sampling = false;
    await sampler;
    const warmPackage = await get(`/api/comp-cards?ids=${packageIds}&lang=pt`);

    // Contention (issue 41): the searched list's median alone, then while packages of 50 are made at once,
    // each of other talents and sizes than any made so far where the roster allows, and the site's CPU for them.
    const page = async (url: string) => {
      const started = performance.now();
      const response = await fetch(`${site}${url}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      return performance.now() - started;
    };
    const listTimes = async (until: () => boolean) => {
      const times: number[] = [];
      while (times.length < LIST_SAMPLES || !until()) times.push(await page(SEARCHED_LIST));
      return times;
    };
    for (let i = 0; i < 5; i++) await page(SEARCHED_LIST);
    const idleList = await listTimes(() => true);
    const large = Array.from({ length: PACKAGES_AT_ONCE }, (_, k) =>
      Array.from({ length: LARGE_PACKAGE }, (_, i) => ids[(k * LARGE_PACKAGE + i) % ids.length]).join('-'),
    );
    const cpuBefore = cpuSeconds(pid);
    let made = 0;
    const packages = large.map((list, k) =>
      get(`/api/comp-cards?ids=${list}&lang=pt&size=${k % 2 ? 'a5' : 'letter-half'}`).then((answer) => {
        made += 1;
        return answer;
      }),
    );
    const busyList = await listTimes(() => made === PACKAGES_AT_ONCE);
    const largeAnswers = await Promise.all(packages);
    const packageCpu = cpuSeconds(pid) - cpuBefore;

    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.info(`comp card PDFs, ${distDir}, ${new Date().toISOString()}, load average ${load}`);
    console.info(
      `one card, cold (profile, photos and PDF made): median ${ms(median(coldCards.map((c) => c.ms)))}, ` +
        `slowest ${ms(Math.max(...coldCards.map((c) => c.ms)))} over ${COLD_CARDS} talents (budget ≤ 1000 ms)`,
    );
    console.info(`one card, warm (kept): median ${ms(median(warm))}, p95 ${ms(p95(warm))} over ${WARM_RUNS} (budget ≤ 50 ms)`);
    console.info(
      `card size: ${coldCards.map((c) => mb(c.bytes)).join(', ')}; 5.5 × 8.5 in, ft/in ${mb(letter.bytes)} (budget ≤ 2 MB)`,
    );
    console.info(
      `${PACKAGE_SIZE}-talent package: cold ${ms(coldPackage.ms)} (budget ≤ 8000 ms), warm ${ms(warmPackage.ms)}, ${mb(coldPackage.bytes)}`,
    );
    console.info(
      `${PACKAGES_AT_ONCE} packages of ${LARGE_PACKAGE} at once (${ids.length} visible talents): ` +
        `${largeAnswers.map((a) => `${ms(a.ms)} ${mb(a.bytes)}`).join(', ')}; the site's CPU ${packageCpu.toFixed(1)} s while they were made`,
    );
    console.info(
      `searched list (${SEARCHED_LIST}) median: alone ${ms(median(idleList))}, while the packages were made ${ms(median(busyList))} ` +
        `over ${busyList.length} requests = ${(median(busyList) / median(idleList)).toFixed(2)} × (budget ≤ 2 ×); ` +
        `p95 ${ms(p95(idleList))} → ${ms(p95(busyList))}, slowest ${ms(Math.max(...idleList))} → ${ms(Math.max(...busyList))}`,
    );
    console.info(
      `site memory during the package: peak ${((peak - idle) / 1024).toFixed(0)} MB above idle (idle ${(idle / 1024).toFixed(0)} MB; budget ≤ 300 MB)`,
    );
  } finally {
    await next?.stop();
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

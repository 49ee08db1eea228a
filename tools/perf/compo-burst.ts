// `npx tsx tools/perf/compo-burst.ts [--dist .next-test] [--requests 200] [--seconds 10] [--clients 1]`
//
// What a burst of compo zip downloads from one client costs the back office:
// starts a fresh embedded agency API behind a counting proxy, `next start`
// on an existing build folder pointed at that proxy, then sends the requests
// evenly over the seconds to /api/compo/<id> of one talent with a compo and
// prints the site's answers and the calls and bytes the back office served.
// `--clients N` spreads the requests over N addresses (X-Forwarded-For, as
// the proxy in front would set it), to see the cache apart from the rate limit.
// Build first (`npm run e2e` builds .next-test). Every process it starts is stopped.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { startAgencyApi } from '../../agency-api/src/server';
import { startNextSite } from './site-process';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: '.next-test' },
    requests: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '1' },
  },
});
const distDir = values.dist;
const requests = Number(values.requests);
const seconds = Number(values.seconds);
const clients = Number(values.clients);
if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) {
  console.error(`no build in ${distDir}`);
  process.exit(2);
}

/** Forwards everything to the API and counts the zip downloads and their bytes. */
function countingProxy(upstream: string) {
  const target = new URL(upstream);
  const counted = { zips: 0, zipBytes: 0 };
  const server = http.createServer((req, res) => {
    const isZip = req.url?.startsWith('/api/download/gallery') ?? false;
    if (isZip) counted.zips += 1;
    const forward = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk: Buffer) => {
          if (isZip) counted.zipBytes += chunk.length;
        });
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  return { server, counted };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compo-burst-'));
let site: Awaited<ReturnType<typeof startNextSite>> | null = null;
const api = await startAgencyApi({ port: 0, dataDir, log: false });
const proxy = countingProxy(api.url);
await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
const proxyUrl = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;

async function stop() {
  await site?.stop();
  proxy.server.closeAllConnections();
  proxy.server.close();
  await api.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

try {
  site = await startNextSite(distDir, proxyUrl);
  const { url } = site;

  // A visible talent with a compo, asked of the API directly (not counted: only zips are).
  const signin = await fetch(`${api.url}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: 'dev-salt', api_key: 'dev-site-key' }),
  });
  const { access_token } = (await signin.json()) as { access_token: string };
  const list = (await (
    await fetch(`${api.url}/api/talents?language=pt&paginate=1000`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: '{}',
    })
  ).json()) as { data: { id: number; divisions: { id_category: number }[] }[] };
  let talentId = 0;
  for (const talent of list.data) {
    if (talent.divisions.some((d) => d.id_category === 1446)) continue;
    const profile = (await (
      await fetch(`${api.url}/api/talent/profile?language=pt&id=${talent.id}`, {
        headers: { authorization: `Bearer ${access_token}` },
      })
    ).json()) as { data: { compo: unknown[] } };
    if (profile.data.compo.length > 0) {
      talentId = talent.id;
      break;
    }
  }

  const statuses = new Map<number, number>();
  let bytes = 0;
  const started = Date.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < requests; i += 1) {
    const due = started + (i * seconds * 1000) / requests;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    pending.push(
      fetch(`${url}/api/compo/${talentId}`, {
        headers: clients > 1 ? { 'x-forwarded-for': `198.18.${Math.floor((i % clients) / 250)}.${(i % clients) % 250}` } : {},
      }).then(async (response) => {
        const body = await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.ok) bytes += body.byteLength;
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = (Date.now() - started) / 1000;
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  console.info(
    `compo burst on ${distDir}: ${requests} requests for talent ${talentId} in ${elapsed.toFixed(1)} s, ${clients === 1 ? 'one client' : `${clients} clients`}`,
  );
  console.info(
    `  site answers: ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${n} × ${s}`)
      .join(', ')}; ${mb(bytes)} of zips sent`,
  );
  console.info(`  back office: ${proxy.counted.zips} zip downloads, ${mb(proxy.counted.zipBytes)}`);
} finally {
  await stop();
}

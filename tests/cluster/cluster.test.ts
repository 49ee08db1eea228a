// Several instances behind nginx, sharing Redis (issue 14): a revalidation
// through one instance reaches all, a form limit holds across instances, an
// instance killed or Redis stopped under load costs no visitor a failed page.
// One cluster of the e2e build (.next-test, `npm run e2e` or `npm test` makes
// it) serves every test here, in order. Times are recorded and printed, never
// asserted (the machine is shared).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cluster } from '@/deploy/cluster';
import { closeTestCluster, clusterOfTheE2EBuild, clusterPorts } from './test-cluster';
import { SCOUTING_BODY_MAX_BYTES } from '@/lib/rules/agreed';
import { TEXT_FORM_RATE } from '@/lib/server/forms/limits';

// Ports of their own (CLUSTER_TEST_PORT moves them all), apart from the e2e run's and `npm run cluster`'s.
const ports = clusterPorts(0, 0);
const secret = 'cluster-revalidate-secret';
/** Upper bound of any wait for something to show (not a timing assertion: it only ends a test that would hang). */
const PATIENCE_MS = 60_000;

let cluster: Cluster;
let dataDir: string;
const figures: string[] = [];
const record = (line: string) => {
  figures.push(line);
  console.info(`cluster: ${line}`);
};

function db() {
  return new Database(path.join(dataDir, 'agency.sqlite'), { fileMustExist: true });
}

/** The back office renames a talent, as its panel would. */
function rename(id: number, name: string) {
  const handle = db();
  try {
    handle.prepare('UPDATE talents SET name = ? WHERE id = ?').run(name, id);
  } finally {
    handle.close();
  }
}

async function page(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  const html = await response.text();
  expect(response.status, url).toBe(200);
  return html;
}

/** Milliseconds from `since` until `url` shows `text`. */
async function shownAfter(url: string, text: string, since: number): Promise<number> {
  for (;;) {
    if ((await page(url)).includes(text)) return Date.now() - since;
    if (Date.now() - since > PATIENCE_MS) throw new Error(`${url} did not show "${text}" within ${PATIENCE_MS / 1000} s`);
    await sleep(100);
  }
}

async function revalidate(instanceUrl: string) {
  const response = await fetch(`${instanceUrl}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(response.status).toBe(200);
}

function linesOf(file: string, text: string): number {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes(text)).length;
}

/** Until one of `files` (a log) has a line holding `text`. */
async function waitForLine(files: string | string[], text: string) {
  const logs = [files].flat();
  const since = Date.now();
  while (!logs.some((file) => linesOf(file, text) > 0)) {
    if (Date.now() - since > PATIENCE_MS) throw new Error(`no "${text}" in ${logs.join(', ')}`);
    await sleep(200);
  }
}

/** The JSON lines of `files` that hold `text`. */
function jsonLines(files: string[], text: string): Record<string, unknown>[] {
  return files
    .flatMap((file) => readFileSync(file, 'utf8').split('\n'))
    .filter((line) => line.includes(text))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

function describeLoad(name: string, result: Awaited<ReturnType<typeof autocannon>>): string {
  return (
    `${name}: ${result.requests.total} requests in ${result.duration.toFixed(1)} s (${Math.round(result.requests.average)} req/s), ` +
    `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}` +
    ` (statuses ${JSON.stringify(Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])))})`
  );
}

/** The talent the tests rename (its profile's address changes with its name). */
let talent: { id: number; name: string };
/** Another talent's profile, for load. */
let profile: string;

beforeAll(async () => {
  ({ cluster, dataDir } = await clusterOfTheE2EBuild('cluster-data', ports, { REVALIDATE_SECRET: secret, TRUSTED_PROXIES: '' }));
  const list = await page(`${cluster.instances[0]!.url}/modelos`);
  const links = [...list.matchAll(/href="(\/modelos\/(\d+)\/[a-z0-9-]+)"/g)];
  const id = Number(links[0]?.[2]);
  const other = links.find((link) => Number(link[2]) !== id);
  expect(other, 'two profile links on /modelos').toBeDefined();
  profile = other![1]!;
  const handle = db();
  const row = handle.prepare('SELECT name FROM talents WHERE id = ?').get(id) as { name: string };
  handle.close();
  talent = { id, name: row.name };
}, 240_000);

afterAll(async () => {
  await closeTestCluster({ cluster, dataDir });
  if (figures.length) {
    writeFileSync('test-results/cluster-figures.txt', figures.join('\n') + '\n');
  }
});

describe('a cluster of two instances behind nginx, sharing Redis', () => {
  it('serves a talent renamed in the back office from both instances and nginx once one instance is told to revalidate', async () => {
    const [a, b] = cluster.instances as [Cluster['instances'][0], Cluster['instances'][0]];
    const urls = { a: `${a.url}/modelos`, b: `${b.url}/modelos`, nginx: `${cluster.url}/modelos` };
    for (const url of Object.values(urls)) expect(await page(url)).toContain(talent.name);

    // First in the roster's order, so on the list's first page.
    const renamed = 'Aada Revalidada';
    rename(talent.id, renamed);
    // Kept until told: without this, seeing the new name would prove nothing.
    for (const url of [urls.a, urls.b]) expect(await page(url)).not.toContain(renamed);

    const told = Date.now();
    await revalidate(a.url);
    const [toA, toB, toNginx] = await Promise.all([
      shownAfter(urls.a, renamed, told),
      shownAfter(urls.b, renamed, told),
      shownAfter(urls.nginx, renamed, told),
    ]);
    record(
      `revalidation through instance 1 seen by instance 1 after ${toA} ms, instance 2 after ${toB} ms, nginx after ${toNginx} ms`,
    );
    talent.name = renamed;
  });

  it('writes one JSON access line per request in nginx, whose request id (never the client’s) is on the instance’s line', async () => {
    const forged = 'client-made-id-0001';
    const marker = `/api/health`;
    const before = readFileSync(path.join(cluster.runtimeDir, 'nginx-access.log'), 'utf8').split('\n').length;
    expect(
      (await fetch(`${cluster.url}${marker}?email=visitor%40example.com`, { headers: { 'x-request-id': forged } })).status,
    ).toBe(200);
    let line: Record<string, unknown> | undefined;
    const since = Date.now();
    while (!line && Date.now() - since < PATIENCE_MS) {
      line = readFileSync(path.join(cluster.runtimeDir, 'nginx-access.log'), 'utf8')
        .split('\n')
        .slice(before - 1)
        .filter((text) => text.includes(marker))
        .map((text) => JSON.parse(text) as Record<string, unknown>)[0];
      if (!line) await sleep(100);
    }
    expect(line).toMatchObject({
      event: 'nginx',
      method: 'GET',
      path: marker,
      status: 200,
      requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // The query (what a visitor typed) stays out, as on the site's lines.
    expect(JSON.stringify(line)).not.toContain('visitor');
    const id = line!.requestId as string;
    const logs = cluster.instances.map((instance) => instance.logFile);
    await waitForLine(logs, id);
    const served = jsonLines(logs, id);
    expect(served).toContainEqual(expect.objectContaining({ event: 'request', requestId: id, path: marker, status: 200 }));
    // An optimized image too (a location of its own in nginx) reaches the instance with nginx's id, not the client's.
    const list = await fetch(`${cluster.url}/modelos`).then((r) => r.text());
    const image = /\/_next\/image\?url=[^"\s]+/.exec(list)![0].replaceAll('&amp;', '&');
    expect((await fetch(`${cluster.url}${image}`, { headers: { 'x-request-id': forged } })).status).toBe(200);
    await waitForLine(logs, '"path":"/_next/image"');
    expect(jsonLines(logs, '"path":"/_next/image"')).toContainEqual(
      expect.objectContaining({ event: 'request', status: 200, requestId: expect.stringMatching(/^[0-9a-f]{32}$/) }),
    );
    expect(logs.some((file) => linesOf(file, forged) > 0)).toBe(false);
    // The back office writes its lines too (docs/operations.md, "Following one form"): the instances' calls, one JSON line each.
    const backOffice = readFileSync(path.join(cluster.runtimeDir, 'agency-api.log'), 'utf8')
      .split('\n')
      .filter((text) => text.startsWith('{'))
      .map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(backOffice).toContainEqual(
      expect.objectContaining({
        event: 'request',
        requestId: expect.any(String),
        status: 200,
        path: expect.stringMatching(/^\/api\//),
      }),
    );
  });

  it('refuses form posts over the limit whichever instance they reach, and a forged X-Forwarded-For gets no new allowance', async () => {
    const [a, b] = cluster.instances;
    // An empty form is counted, then refused as invalid (422) while within the limit.
    const post = (base: string, headers: Record<string, string> = {}, form = 'contact') =>
      fetch(`${base}/api/forms/${form}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'lang=pt',
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < TEXT_FORM_RATE.points; i++) statuses.push(await post(i % 2 === 0 ? a!.url : b!.url));
    expect(statuses.every((s) => s === 422)).toBe(true);
    expect(await post(a!.url)).toBe(429);
    expect(await post(b!.url)).toBe(429);
    // Through nginx the client's own header is overwritten: same address, same count.
    expect(await post(cluster.url, { 'x-forwarded-for': '198.51.100.23' })).toBe(429);
    expect(await post(cluster.url, { 'x-forwarded-for': '198.51.100.24, 203.0.113.9', 'x-real-ip': '203.0.113.10' })).toBe(429);
    // The budget request has its own allowance.
    expect(await post(a!.url, {}, 'budget')).toBe(422);
    record(
      `rate limit: ${TEXT_FORM_RATE.points} posts alternating between the instances accepted for checking, the next refused (429) on both and through nginx with forged X-Forwarded-For`,
    );
  });

  it('keeps client navigations apart from pages in nginx and refuses a body over the scouting form at nginx', async () => {
    const type = async (headers: Record<string, string> = {}) => {
      const response = await fetch(`${cluster.url}/modelos`, { headers });
      await response.arrayBuffer();
      return { type: response.headers.get('content-type') ?? '', cache: response.headers.get('x-cache-status') };
    };
    expect((await type()).type).toContain('text/html');
    expect((await type({ rsc: '1' })).type).toContain('text/x-component');
    const page = await type();
    expect(page.type).toContain('text/html');
    expect(page.cache).not.toBeNull();

    const tooLarge = await fetch(`${cluster.url}/api/forms/scouting`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: new Uint8Array(SCOUTING_BODY_MAX_BYTES + 2 * 1024 * 1024),
    });
    await tooLarge.arrayBuffer();
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('server')).toBe('nginx');
  });

  it('loses no request when an instance is killed (kill -9) during 10 s of load through nginx', async () => {
    const running = autocannon({
      url: cluster.url,
      connections: 20,
      duration: 10,
      timeout: 20,
      requests: [{ path: '/modelos' }, { path: profile }, { path: '/api/health' }],
    });
    try {
      await sleep(3000);
      await cluster.stopInstance(1, 'SIGKILL');
      expect(cluster.instances[1]!.alive()).toBe(false);
      const result = await running;
      record(describeLoad('instance 2 killed (kill -9) at 3 s, load through nginx', result));
      expect(result.requests.total).toBeGreaterThan(0);
      expect(result.non2xx + result.errors + result.timeouts).toBe(0);
    } finally {
      await running;
      await cluster.startInstance(1);
    }
  });

  it('serves every page while Redis is stopped under load, logs it once, and shares revalidations again once Redis is back', async () => {
    const [a, b] = cluster.instances as [Cluster['instances'][0], Cluster['instances'][0]];
    for (const instance of [a, b]) await page(`${instance.url}/modelos`);
    const running = autocannon({
      url: a.url,
      connections: 10,
      duration: 8,
      timeout: 20,
      requests: [{ path: '/modelos' }, { path: profile }, { path: '/' }],
    });
    await sleep(2000);
    await cluster.stopRedis();
    const result = await running;
    record(describeLoad('Redis stopped at 2 s, load on instance 1 directly', result));
    expect(result.requests.total).toBeGreaterThan(0);
    expect(result.non2xx + result.errors + result.timeouts).toBe(0);
    // Once for the whole outage, not once per request or reconnection attempt.
    expect(linesOf(a.logFile, 'Redis unreachable')).toBe(1);
    // A line of the process, not of whichever request first asked for Redis.
    const outage = readFileSync(a.logFile, 'utf8')
      .split('\n')
      .find((line) => line.includes('Redis unreachable'));
    expect(JSON.parse(outage!)).not.toHaveProperty('requestId');

    const restarted = Date.now();
    await cluster.startRedis();
    await Promise.all([a, b].map((i) => waitForLine(i.logFile, 'Redis reachable again')));
    record(`Redis back: both instances reconnected ${Date.now() - restarted} ms after it was started again`);

    for (const instance of [a, b]) expect(await page(`${instance.url}/modelos`)).toContain(talent.name);
    const renamed = 'Aada Reconectada';
    rename(talent.id, renamed);
    for (const instance of [a, b]) expect(await page(`${instance.url}/modelos`)).not.toContain(renamed);
    const told = Date.now();
    await revalidate(b.url);
    const [toA, toB] = await Promise.all([
      shownAfter(`${a.url}/modelos`, renamed, told),
      shownAfter(`${b.url}/modelos`, renamed, told),
    ]);
    record(
      `after Redis returned, revalidation through instance 2 seen by instance 1 after ${toA} ms, instance 2 after ${toB} ms`,
    );
  });
});

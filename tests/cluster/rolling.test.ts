// A rolling deploy behind nginx (issue 32): each instance in turn is stopped
// with SIGTERM and started again on a new build (another deployment id, run
// by Next's standalone server) while visitors browse and send forms; not one
// request may fail and every accepted form must reach the back office. Then a
// client of the old deployment is told to load the next page in full, and
// nginx answers scripts from disk, precompressed, with no instance running.
// Figures go to test-results/cluster-rolling-figures.txt, never asserted.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Build, Cluster } from '@/deploy/cluster';
import { closeTestCluster, clusterOfTheE2EBuild, clusterPorts, instanceWaitingOnTheBackOffice } from './test-cluster';
import { stampedDeploymentId } from '@/scripts/deployment-id.mjs';
import { E2E } from '../e2e/env';

const ports = clusterPorts(7, 15);
/** The new build: the same source as the e2e build, another deployment, standalone. */
const next: Build = { distDir: `${E2E.distDir}-rolling`, standalone: true };

let cluster: Cluster;
let dataDir: string;
let photo: Buffer;
/** A profile (for load) and another one (never requested before the deploy). */
let profile: string;
const ids = { old: '', new: '' };
const figures: string[] = [];
const record = (line: string) => {
  figures.push(line);
  console.info(`cluster: ${line}`);
};

/**
 * The new build, made once the cluster's back office answers (a build reads
 * the roster). Kept while it is newer than the e2e build, so running this file
 * again reuses it; `npm test` builds the e2e build first, so it is always new there.
 */
async function buildNext() {
  const stamp = (dir: string) => statSync(path.join(dir, 'BUILD_ID')).mtimeMs;
  if (existsSync(path.join(next.distDir, 'standalone', 'server.js')) && stamp(next.distDir) > stamp(E2E.distDir)) return 0;
  const started = Date.now();
  // `next build` adds the folder's types to tsconfig.json; the project's file stays as it is.
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  try {
    // Not spawnSync: the test's own connections (kept alive to nginx) must go on seeing events.
    const child = spawn(process.execPath, ['scripts/run.mjs', 'build'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        ...E2E.serverEnv,
        NEXT_DIST_DIR: next.distDir,
        NEXT_OUTPUT: 'standalone',
        NEXT_DEPLOYMENT_ID: `rolling-${Date.now().toString(36)}`,
        SITE_API_URL: cluster.apiUrl,
        PANEL_API_URL: cluster.apiUrl,
        MEDIA_URL: cluster.apiUrl,
        // The standalone server's config is the build's: with the shared cache, as the cluster runs.
        REDIS_URL: cluster.redisUrl,
      },
    });
    const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(status, 'the second build').toBe(0);
  } finally {
    writeFileSync('tsconfig.json', tsconfig);
  }
  return Date.now() - started;
}

type FormName = 'contact' | 'budget' | 'scouting';
const TABLES: Record<FormName, string> = {
  contact: 'contact_messages',
  budget: 'budget_requests',
  scouting: 'scouting_applications',
};

/**
 * One form post from its own loopback address (the site's limits count per
 * client), through nginx unless `to` names an instance; `overMs` spreads the
 * body over that long, as a slow line uploads photos.
 */
async function post(form: FormName, body: FormData, client: number, { to = cluster.url, overMs = 0 } = {}): Promise<number> {
  const encoded = new Response(body);
  const bytes = Buffer.from(await encoded.arrayBuffer());
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      `${to}/api/forms/${form}?lang=pt`,
      {
        method: 'POST',
        localAddress: `127.0.${Math.floor(client / 250) + 1}.${(client % 250) + 1}`,
        headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': bytes.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    void (async () => {
      const pieces = overMs > 0 ? 10 : 1;
      const size = Math.ceil(bytes.length / pieces);
      for (let i = 0; i < pieces; i++) {
        request.write(bytes.subarray(i * size, (i + 1) * size));
        if (overMs > 0) await sleep(overMs / pieces);
      }
      request.end();
    })();
  });
}

/** A valid submission of `form`, told apart by its email. */
function submission(form: FormName, n: number): { email: string; body: FormData } {
  const email = `rolling-${form}-${n}@example.com`;
  const fields = { name: `Rolling ${n}`, email, phone: '+55 61 99999-0000', message: `Deploy ${n}` };
  if (form === 'contact') return { email, body: formOf(fields) };
  if (form === 'budget') return { email, body: formOf({ ...fields, favorites: JSON.stringify([{ id: 1, name: 'Ana' }]) }) };
  const scouting = {
    name: `Rolling ${n}`,
    gender: 'woman',
    birthdate: '05/03/2001',
    whatsapp: '+55 61 99999-0000',
    instagram: `@rolling.${n}`,
    email,
    privacy: '1',
  };
  return { email, body: formOf(scouting, { image_1: photo, image_2: photo, image_3: photo, image_4: photo }) };
}

function formOf(fields: Record<string, string>, files: Record<string, Buffer> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, value] of Object.entries(files))
    form.append(key, new Blob([new Uint8Array(value)], { type: 'image/jpeg' }), `${key}.jpg`);
  return form;
}

/** An answer as nginx sent it, its body not decompressed (fetch would). */
function raw(url: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** The e-mail of every row the back office stored in `table`, a repeat as often as stored. */
function storedEmails(table: string): string[] {
  const db = new Database(path.join(dataDir, 'agency.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare(`SELECT email FROM ${table}`).all() as Array<{ email: string }>).map((row) => row.email);
  } finally {
    db.close();
  }
}

/** nginx's access lines of form posts (which instances it tried, what each answered). */
function formPostLines(): string[] {
  return readFileSync(path.join(cluster.runtimeDir, 'nginx-access.log'), 'utf8')
    .split('\n')
    .filter((entry) => entry.includes('"path":"/api/forms/'));
}

beforeAll(async () => {
  photo = await sharp({ create: { width: 300, height: 450, channels: 3, background: '#777777' } })
    .jpeg()
    .toBuffer();
  // nginx's address for each client is the one the forms' limits count.
  // nginx leaves out an instance it could not reach for 2 s instead of 10: the deploy waits that
  // long between instances, as an operator waits fail_timeout, in less of the suite's time.
  ({ cluster, dataDir } = await clusterOfTheE2EBuild(
    'rolling-data',
    ports,
    { TRUSTED_PROXIES: 'loopback' },
    { failTimeoutS: 2 },
  ));
  const buildMs = await buildNext();
  if (buildMs) record(`second build (standalone, another deployment id) made in ${(buildMs / 1000).toFixed(0)} s`);
  ids.old = stampedDeploymentId(E2E.distDir) ?? '';
  ids.new = stampedDeploymentId(next.distDir) ?? '';
  expect(ids.old, 'the e2e build has a deployment id').not.toBe('');
  expect(ids.new).not.toBe('');
  expect(ids.new).not.toBe(ids.old);

  const list = await fetch(`${cluster.url}/modelos`).then((r) => r.text());
  profile = [...list.matchAll(/href="(\/modelos\/\d+\/[a-z0-9-]+)"/g)][0]![1]!;
}, 900_000);

afterAll(async () => {
  await closeTestCluster({ cluster, dataDir });
  if (figures.length) writeFileSync('test-results/cluster-rolling-figures.txt', figures.join('\n') + '\n');
});

/**
 * The deployment a client navigation's answer names: Next's client compares
 * it with its own and loads the page in full when they differ (Next's
 * `deploymentId` documentation).
 */
async function deploymentAnswering(clientId: string): Promise<string | null> {
  const response = await fetch(`${cluster.url}/modelos`, {
    headers: { rsc: '1', 'x-deployment-id': clientId },
  });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/x-component');
  return response.headers.get('x-nextjs-deployment-id');
}

describe('a rolling deploy across two instances behind nginx', () => {
  it('answers a client navigation with the deployment the client has, before the deploy', async () => {
    expect(await deploymentAnswering(ids.old)).toBe(ids.old);
  });

  it('rolling restart under load loses no request', async () => {
    // A client navigation asks for the RSC payload at the address Next names
    // (its `_rsc` parameter, which Next redirects a request without to).
    const asked = await fetch(`${cluster.url}/modelos`, { headers: { rsc: '1' }, redirect: 'manual' });
    await asked.arrayBuffer();
    const navigation = asked.status === 307 ? asked.headers.get('location')! : '/modelos';
    const requests = [
      { path: '/modelos' },
      { path: profile },
      { path: navigation, headers: { rsc: '1' } },
      // The list's data route (its next cards).
      { path: '/api/talents?page=1' },
    ];
    // Each a page or data, not a redirect, before the deploy.
    for (const request of requests) {
      const response = await fetch(`${cluster.url}${request.path}`, { headers: request.headers, redirect: 'manual' });
      await response.arrayBuffer();
      expect(response.status, request.path).toBe(200);
    }
    const load = autocannon({ url: cluster.url, connections: 12, duration: 600, timeout: 30, requests });

    // Forms sent one after another the whole time, each from its own client.
    const sent: Record<FormName, string[]> = { contact: [], budget: [], scouting: [] };
    const refused: string[] = [];
    const send = async (form: FormName, n: number, options?: Parameters<typeof post>[3]) => {
      const { email, body } = submission(form, n);
      try {
        const status = await post(form, body, n, options);
        if (status >= 200 && status < 300) sent[form].push(email);
        else refused.push(`${form} ${n}: ${status}`);
      } catch (error) {
        refused.push(`${form} ${n}: ${(error as Error).message}`);
      }
    };
    let posting = true;
    const posts = (async () => {
      for (let n = 0; posting; n++) {
        await send((['contact', 'budget', 'scouting'] as const)[n % 3]!, n);
        await sleep(100);
      }
    })();

    const perInstance: string[] = [];
    try {
      await sleep(3000);
      for (const [index, instance] of cluster.instances.entries()) {
        // An application with photos on a slow line, straight to the instance
        // about to stop: it is halfway through its body when SIGTERM comes.
        const upload = send('scouting', 10_000 + index, { to: instance.url, overMs: 3000 });
        await sleep(1500);
        const stopping = Date.now();
        // It drains by itself under the load, not killed when its grace period ends: nginx retires
        // the connections it keeps open to it, on which it would go on serving new requests.
        expect(await cluster.stopInstance(index)).toBe('exited');
        expect(instance.alive()).toBe(false);
        await upload;
        const stopped = Date.now();
        await cluster.startInstance(index, next);
        const started = Date.now();
        perInstance.push(
          `instance ${index + 1}: drained and exited in ${((stopped - stopping) / 1000).toFixed(1)} s, new build answering ${((started - stopped) / 1000).toFixed(1)} s later`,
        );
        // nginx takes the instance back once its failures are forgotten; only then the next one stops.
        await sleep((cluster.failTimeoutS + 1) * 1000);
      }
    } finally {
      posting = false;
      load.stop();
    }
    const result = await load;
    await posts;

    const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
    const failedRequests =
      Object.entries(statuses)
        .filter(([code]) => Number(code) >= 400)
        .reduce((sum, [, count]) => sum + count, 0) +
      result.errors +
      result.timeouts;
    const lost = (['contact', 'budget', 'scouting'] as const).flatMap((form) => {
      const stored = new Set(storedEmails(TABLES[form]));
      return sent[form].filter((email) => !stored.has(email));
    });
    record(
      `rolling restart under load through nginx: ${result.requests.total} requests in ${result.duration.toFixed(1)} s, ` +
        `${failedRequests} failed (statuses ${JSON.stringify(statuses)}, errors ${result.errors}, timeouts ${result.timeouts}), ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ` +
        `forms accepted ${sent.contact.length} contact, ${sent.budget.length} budget, ${sent.scouting.length} scouting (4 photos each, 2 of them sent slowly to the instance stopping), ` +
        `refused ${refused.length}, lost ${lost.length}; ${perInstance.join('; ')}`,
    );
    expect(result.requests.total).toBeGreaterThan(0);
    expect(sent.contact.length + sent.budget.length + sent.scouting.length).toBeGreaterThan(0);
    // nginx's lines of the posts it did not answer 2xx name the cause if one fails.
    expect(
      refused,
      formPostLines()
        .filter((entry) => !/"status":2/.test(entry))
        .join('\n'),
    ).toEqual([]);
    expect(failedRequests).toBe(0);
    expect(lost).toEqual([]);
    // Both applications sent slowly were finished by the instance that was stopping.
    expect(sent.scouting.filter((email) => /-1000[01]@/.test(email))).toHaveLength(2);
    for (const instance of cluster.instances) expect(instance.build()).toEqual(next);
  });

  it('tells a client of the old deployment to load its next page in full once the new build answers', async () => {
    expect(await deploymentAnswering(ids.old)).toBe(ids.new);
    expect(await deploymentAnswering(ids.new)).toBe(ids.new);
  });

  it('stores a form once and answers it 201 when its instance is killed (kill -9) while forwarding it', async () => {
    // The back office frozen, so the post is known to be inside one instance,
    // sent on to the back office and unanswered, when that instance dies.
    const { email, body } = submission('contact', 20_000);
    cluster.freezeApi();
    let holder = -1;
    let answered: Promise<number> | undefined;
    try {
      answered = post('contact', body, 20_000);
      for (const since = Date.now(); holder === -1 && Date.now() - since < 30_000; await sleep(50)) {
        holder = instanceWaitingOnTheBackOffice(cluster);
      }
      expect(holder, 'an instance forwarding the form').not.toBe(-1);
      await cluster.stopInstance(holder, 'SIGKILL');
    } finally {
      cluster.thawApi();
    }
    expect(await answered).toBe(201);
    // nginx sent it to both instances: the killed one (no answer) and the other.
    expect(JSON.parse(formPostLines().at(-1)!)).toMatchObject({ status: 201, upstreamStatus: '502, 201' });
    expect(storedEmails(TABLES.contact).filter((stored) => stored === email)).toHaveLength(1);
    await cluster.startInstance(holder);
  });

  it("answers scripts precompressed with brotli from disk, with no instance running, and both builds' scripts", async () => {
    // The scripts of each build's home page.
    const scripts = (build: string) =>
      [
        ...readFileSync(path.join(build, 'server', 'app', 'pt.html'), 'utf8').matchAll(
          /<script src="(\/_next\/static\/[^"?]+\.js)/g,
        ),
      ].map((m) => m[1]!);
    const newScripts = scripts(path.join(next.distDir, 'standalone', next.distDir));
    const oldScripts = scripts(E2E.distDir);
    expect(newScripts.length).toBeGreaterThan(0);
    expect(oldScripts.length).toBeGreaterThan(0);
    for (let index = 0; index < cluster.instances.length; index++) await cluster.stopInstance(index);

    for (const script of [newScripts[0]!, oldScripts.find((s) => !newScripts.includes(s)) ?? oldScripts[0]!]) {
      const response = await raw(`${cluster.url}${script}`, 'br, gzip');
      expect(response.status, script).toBe(200);
      expect(response.headers['content-encoding'], script).toBe('br');
      expect(response.headers['content-type'], script).toContain('javascript');
      expect(response.headers['cache-control'], script).toBe('public, max-age=31536000, immutable');
      // The .br file the build wrote, byte for byte: nginx compressed nothing.
      const file = [E2E.distDir, next.distDir]
        .map((dir) => path.join(dir, script.replace('/_next/', '') + '.br'))
        .find((candidate) => existsSync(candidate))!;
      expect(response.body.equals(readFileSync(file)), script).toBe(true);
    }
    expect((await raw(`${cluster.url}${newScripts[0]}`, 'gzip')).headers['content-encoding']).toBe('gzip');
    // Pages do need an instance (a query string keeps nginx's cached copy out): this is nginx on its own.
    expect((await raw(`${cluster.url}/modelos?static-check=1`, 'gzip')).status).toBe(502);
  });
});
